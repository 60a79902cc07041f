// cairo for CGContext, Pango (through pangocairo) for text on the same surfaces.
#include <cairo/cairo.h>
#include <pango/pangocairo.h>
