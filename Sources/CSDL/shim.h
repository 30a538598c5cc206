#ifndef KIOSKUI_CSDL_SHIM_H
#define KIOSKUI_CSDL_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <fontconfig/fontconfig.h>
#include "fontstream.h"

/* Macros Swift cannot import, as constants and inline functions. */
static const int KIOSK_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const int KIOSK_WINDOWPOS_UNDEFINED = SDL_WINDOWPOS_UNDEFINED;
static const Uint32 KIOSK_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
static const Uint32 KIOSK_PIXELFORMAT_ARGB8888 = SDL_PIXELFORMAT_ARGB8888;
static const Uint32 KIOSK_PIXELFORMAT_RGBA32 = SDL_PIXELFORMAT_RGBA32;
static const Uint16 KIOSK_AUDIO_F32SYS = AUDIO_F32SYS;

static inline int kiosk_must_lock(SDL_Surface *s) { return SDL_MUSTLOCK(s); }

/* The window's Wayland surface and display (SDL_GetWindowWMInfo), or NULL off Wayland. SDL_syswm.h
   is not included: it would bring Xlib's names into Swift. Its SDL_SysWMinfo is an SDL_version, the
   subsystem enum (SDL_SYSWM_WAYLAND = 6), then a 64-byte union whose Wayland part starts with the
   wl_display and the wl_surface; KioskSysWMInfo has the same layout (SDL's ABI, stable in SDL 2). */
struct SDL_SysWMinfo;
extern DECLSPEC SDL_bool SDLCALL SDL_GetWindowWMInfo(SDL_Window *window, struct SDL_SysWMinfo *info);
typedef struct {
    SDL_version version;
    int subsystem;
    union { struct { void *display; void *surface; } wl; Uint8 dummy[64]; } info;
} KioskSysWMInfo;
static inline void *kiosk_wayland_object(SDL_Window *window, int wantSurface) {
    KioskSysWMInfo info;
    SDL_zero(info);
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, (struct SDL_SysWMinfo *)&info) || info.subsystem != 6) return NULL;
    return wantSurface ? info.info.wl.surface : info.info.wl.display;
}

/* wl_surface.set_buffer_transform (request 7 of wl_surface) through libwayland-client's
   wl_proxy_marshal, which the caller looks up with dlsym (SDL loads the library itself). */
typedef void (*kiosk_wl_proxy_marshal_fn)(void *proxy, Uint32 opcode, ...);
static inline void kiosk_wl_surface_set_buffer_transform(void *marshal, void *surface, Sint32 transform) {
    ((kiosk_wl_proxy_marshal_fn)marshal)(surface, 7, transform);
}

/* SDL hint names (string macros). */
static const char *const KIOSK_HINT_VIDEODRIVER = SDL_HINT_VIDEODRIVER;
static const char *const KIOSK_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS = SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS;
static const char *const KIOSK_HINT_TOUCH_MOUSE_EVENTS = SDL_HINT_TOUCH_MOUSE_EVENTS;
static const char *const KIOSK_HINT_MOUSE_TOUCH_EVENTS = SDL_HINT_MOUSE_TOUCH_EVENTS;
static const char *const KIOSK_HINT_RENDER_SCALE_QUALITY = SDL_HINT_RENDER_SCALE_QUALITY;
static const char *const KIOSK_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS = SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS;

/* fontconfig property names (string macros). */
static const char *const KIOSK_FC_FAMILY = FC_FAMILY;
static const char *const KIOSK_FC_FILE = FC_FILE;
static const char *const KIOSK_FC_INDEX = FC_INDEX;
static const char *const KIOSK_FC_WEIGHT = FC_WEIGHT;
static const char *const KIOSK_FC_SLANT = FC_SLANT;
static const char *const KIOSK_FC_CHARSET = FC_CHARSET;
static const char *const KIOSK_FC_SCALABLE = FC_SCALABLE;

#endif
