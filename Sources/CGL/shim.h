// OpenGL 3.3 core prototypes through glvnd's libOpenGL, which dispatches to the current
// GLX or EGL context alike (X11, Wayland and the offscreen driver).
#define GL_GLEXT_PROTOTYPES 1
#include <GL/glcorearb.h>
