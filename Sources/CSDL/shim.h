#ifndef KIOSKUI_CSDL_SHIM_H
#define KIOSKUI_CSDL_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#include <fontconfig/fontconfig.h>

/* Macros Swift cannot import, as constants and inline functions. */
static const int KIOSK_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const Uint32 KIOSK_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
static const Uint32 KIOSK_PIXELFORMAT_ARGB8888 = SDL_PIXELFORMAT_ARGB8888;
static const Uint32 KIOSK_PIXELFORMAT_RGBA32 = SDL_PIXELFORMAT_RGBA32;

static inline int kiosk_must_lock(SDL_Surface *s) { return SDL_MUSTLOCK(s); }

#endif
