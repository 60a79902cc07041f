// librsvg, which draws the Adwaita symbolic icons behind UIImage(systemName:) onto cairo surfaces.
#include <librsvg/rsvg.h>
