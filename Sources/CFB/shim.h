#ifndef KIOSKUI_CFB_SHIM_H
#define KIOSKUI_CFB_SHIM_H

/* The bare-panel driver (--driver fb, Sources/KioskUISDL/FB/): DRM dumb buffers through libdrm, the
   fbdev and VT ioctls, and xkbcommon's keymaps. libdrm and libxkbcommon are linked: libSDL2
   already loads both, so no other driver loads anything new. libinput and libudev are NOT linked
   (libinput pulls libwacom and glib): their headers give the types and constants only, and their
   functions are looked up with dlsym when --driver fb starts (SDL/FB/LibinputLibrary.swift). Never call
   a libinput_* or udev_* function directly: the link would fail, or worse, succeed. */
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-keysyms.h>
#include <libinput.h>
#include <libudev.h>
#include <linux/fb.h>
#include <linux/kd.h>
#include <linux/vt.h>
#include <linux/input-event-codes.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

/* A pipe with both ends close-on-exec and non-blocking (pipe2 needs _GNU_SOURCE). */
static inline int kiosk_pipe(int fds[2]) {
    if (pipe(fds) < 0) return -1;
    for (int i = 0; i < 2; i++) {
        fcntl(fds[i], F_SETFD, FD_CLOEXEC);
        fcntl(fds[i], F_SETFL, fcntl(fds[i], F_GETFL) | O_NONBLOCK);
    }
    return 0;
}

/* ioctl is variadic (Swift cannot call it) and its request numbers are macros Swift cannot import. */
static inline int kiosk_ioctl_ptr(int fd, unsigned long request, void *arg) { return ioctl(fd, request, arg); }
static inline int kiosk_ioctl_int(int fd, unsigned long request, long arg) { return ioctl(fd, request, arg); }

static const unsigned long KIOSK_FBIOGET_VSCREENINFO = FBIOGET_VSCREENINFO;
static const unsigned long KIOSK_FBIOGET_FSCREENINFO = FBIOGET_FSCREENINFO;
static const unsigned long KIOSK_FBIOPUT_VSCREENINFO = FBIOPUT_VSCREENINFO;
static const unsigned long KIOSK_FBIOPAN_DISPLAY = FBIOPAN_DISPLAY;
static const unsigned long KIOSK_FBIOBLANK = FBIOBLANK;
static const long KIOSK_FB_BLANK_UNBLANK = FB_BLANK_UNBLANK;
static const long KIOSK_FB_BLANK_POWERDOWN = FB_BLANK_POWERDOWN;
static const unsigned long KIOSK_KDSETMODE = KDSETMODE;
static const unsigned long KIOSK_KDGETMODE = KDGETMODE;
static const unsigned long KIOSK_KDSKBMODE = KDSKBMODE;
static const unsigned long KIOSK_KDGKBMODE = KDGKBMODE;
static const unsigned long KIOSK_VT_GETMODE = VT_GETMODE;
static const unsigned long KIOSK_VT_SETMODE = VT_SETMODE;
static const unsigned long KIOSK_VT_RELDISP = VT_RELDISP;
static const unsigned long KIOSK_VT_GETSTATE = VT_GETSTATE;
static const long KIOSK_KD_TEXT = KD_TEXT;
static const long KIOSK_KD_GRAPHICS = KD_GRAPHICS;
static const long KIOSK_K_OFF = K_OFF;
static const long KIOSK_K_UNICODE = K_UNICODE;
static const long KIOSK_VT_AUTO = VT_AUTO;
static const long KIOSK_VT_PROCESS = VT_PROCESS;
static const long KIOSK_VT_ACKACQ = VT_ACKACQ;
static const unsigned int KIOSK_BTN_LEFT = BTN_LEFT;
static const unsigned int KIOSK_EVDEV_OFFSET = 8; /* evdev key code + 8 = xkb key code */

/* Dumb buffers: created, given a frame-buffer id and mapped (libdrm has no wrapper in every
   version Debian ships, so the ioctls are spelled out once here). Return 0 or -errno. */
static inline int kiosk_drm_create_dumb(int fd, uint32_t width, uint32_t height, uint32_t *handle,
                                        uint32_t *pitch, uint64_t *size) {
    struct drm_mode_create_dumb c;
    memset(&c, 0, sizeof c);
    c.width = width; c.height = height; c.bpp = 32;
    if (drmIoctl(fd, DRM_IOCTL_MODE_CREATE_DUMB, &c) < 0) return -errno;
    *handle = c.handle; *pitch = c.pitch; *size = c.size;
    return 0;
}
static inline int kiosk_drm_map_offset(int fd, uint32_t handle, uint64_t *offset) {
    struct drm_mode_map_dumb m;
    memset(&m, 0, sizeof m);
    m.handle = handle;
    if (drmIoctl(fd, DRM_IOCTL_MODE_MAP_DUMB, &m) < 0) return -errno;
    *offset = m.offset;
    return 0;
}
static inline int kiosk_drm_destroy_dumb(int fd, uint32_t handle) {
    struct drm_mode_destroy_dumb d;
    memset(&d, 0, sizeof d);
    d.handle = handle;
    return drmIoctl(fd, DRM_IOCTL_MODE_DESTROY_DUMB, &d) < 0 ? -errno : 0;
}

/* drmModeConnector.modes[i] and friends, as Swift sees C arrays only as pointers. */
static inline uint32_t kiosk_drm_mode_flip_event(void) { return DRM_MODE_PAGE_FLIP_EVENT; }
static inline int kiosk_drm_mode_is_preferred(const drmModeModeInfo *m) { return (m->type & DRM_MODE_TYPE_PREFERRED) != 0; }

/* drmHandleEvent's context with our page-flip handler: sets *(int *)user_data to 1. */
static inline void kiosk_drm_flip_done(int fd, unsigned int seq, unsigned int sec, unsigned int usec, void *data) {
    (void)fd; (void)seq; (void)sec; (void)usec;
    if (data) *(int *)data = 1;
}
static inline int kiosk_drm_handle_events(int fd) {
    drmEventContext ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.version = 2;
    ctx.page_flip_handler = kiosk_drm_flip_done;
    return drmHandleEvent(fd, &ctx);
}

/* Display power: the id of the connector's property NAME ("DPMS"), or 0 when it has none, and
   the values of the legacy DPMS property (atomic drivers map them onto the CRTC's ACTIVE). */
static inline uint32_t kiosk_drm_connector_property(int fd, uint32_t connector, const char *name) {
    drmModeObjectPropertiesPtr props = drmModeObjectGetProperties(fd, connector, DRM_MODE_OBJECT_CONNECTOR);
    uint32_t found = 0;
    if (!props) return 0;
    for (uint32_t i = 0; i < props->count_props && !found; i++) {
        drmModePropertyPtr p = drmModeGetProperty(fd, props->props[i]);
        if (!p) continue;
        if (strcmp(p->name, name) == 0) found = p->prop_id;
        drmModeFreeProperty(p);
    }
    drmModeFreeObjectProperties(props);
    return found;
}
static const uint64_t KIOSK_DRM_MODE_DPMS_ON = DRM_MODE_DPMS_ON;
static const uint64_t KIOSK_DRM_MODE_DPMS_OFF = DRM_MODE_DPMS_OFF;

#endif
