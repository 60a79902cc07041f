// SDL2 and SDL2_image, for UIKit's platform layer (windows, displays, events, image decoding).
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <SDL2/SDL_image.h>
