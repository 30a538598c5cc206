/*
 * kiosk-floor: the C work of a kiosk start and nothing else, the floor `kiosk bench` measures
 * `kiosk run` against (docs/performance.md, "The floor").
 *
 * --driver headless (the default) does what `kiosk run --driver headless` does in C libraries
 * before its first frame, in the same order and with the same calls:
 *   - no SDL video subsystem and no hints: headless draws into a surface, so the kiosk never
 *     creates its SDLVideoSession (which sets SDLHints and calls SDL_InitSubSystem(VIDEO));
 *   - TTF_Init;
 *   - fontconfig matches for the theme's family, regular and bold, as FontLocator.face does;
 *   - the fonts the kiosk opens first: regular at 16 px (FontSet's glyph probe), then regular
 *     and bold at the demo's body size (20 px);
 *   - an opaque 1280×800 ARGB8888 surface with SDL's software renderer on it
 *     (SDLBackend.makeHeadlessTarget);
 *   - one full fill, 10 texts each rendered with TTF_RenderUTF8_Blended, made a texture and
 *     copied (TextTextures.texture), and SDL_RenderFlush, where the executor ends a frame
 *     (the headless first frame presents nothing and reads nothing back);
 * then it exits, leaving the rest to the kernel.
 *
 * --driver fb does what `kiosk run --driver fb` does on a DRM card (FBBackend.open), in its order:
 *   - the same fonts;
 *   - the panel (FBDRMOutput): the first /dev/dri/card* in number order with a connected
 *     connector: DRM_CAP_DUMB_BUFFER, drmModeGetResources, each connector until a connected one,
 *     its preferred mode (else its first), the CRTC its encoder drives (else the first one an
 *     encoder can), drmModeGetCrtc to keep what it showed, two dumb buffers (CREATE_DUMB,
 *     drmModeAddFB, MAP_DUMB, mmap, cleared), drmModeSetCrtc on the first and the probe: a page
 *     flip to the second, waited for in poll (a card that refuses keeps one buffer and flushes
 *     with drmModeDirtyFB);
 *   - the VT (FBConsole): stdin's, else the active one through /dev/tty0; its modes read, a
 *     signal pipe, graphics mode, keyboard off, VT switches by SIGUSR1/SIGUSR2;
 *   - the keyboard's xkb keymap (FBKeyboard), then libinput and libudev opened with dlopen, every
 *     function the driver uses looked up, and libinput's udev context on seat0 (FBInput);
 *   - SDL's game-controller subsystem (SDLControllerSession);
 *   - the headless target at the mode's size, and the wake pipe (FBWakePipe);
 *   - the same first frame into the surface, copied whole into the buffer not on screen and
 *     shown with a page flip (FBBackend.show), or flushed where the card cannot flip.
 * Then it exits without freeing anything. The one thing put back is the VT's modes, which the
 * kernel keeps: the kiosk puts them back from an atexit handler, and so does the floor, with the
 * same ioctls.
 *
 * When the environment names a file in KIOSK_BENCH_STARTUP_TRACE (StartupTrace.environmentKey),
 * it writes its peak resident set at that moment there as `peak_kib N`, the line `kiosk run`
 * writes at its first frame, so both peaks are taken at the same point.
 *
 * Options: --font PATH opens PATH instead of asking fontconfig (as `kiosk run --font`);
 * --driver headless|fb as above. Exit status 0, or 1 with the failing call and SDL's, libdrm's or
 * fontconfig's reason on stderr.
 */
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <fontconfig/fontconfig.h>
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <xkbcommon/xkbcommon.h>
#include <libinput.h>
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/kd.h>
#include <linux/vt.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <unistd.h>

/* The theme's family and the demo's sizes (Theme.swift: bodySize 20; FontSet's probe: 16). */
static const char *const family = "DejaVu Sans";
enum { probe_px = 16, body_px = 20, width = 1280, height = 800, texts = 10 };

static int fail(const char *what, const char *why) {
    fprintf(stderr, "kiosk-floor: %s failed: %s\n", what, why);
    return 1;
}

/* ---- Fonts: the same for every driver. -------------------------------------------------------- */

/* The file of `family` at a weight, as FontLocator.face asks fontconfig; NULL when none.
   The caller frees the result. */
static char *locate(int weight) {
    FcPattern *p = FcPatternCreate();
    if (!p) return NULL;
    FcPatternAddString(p, FC_FAMILY, (const FcChar8 *)family);
    FcPatternAddInteger(p, FC_WEIGHT, weight);
    FcPatternAddInteger(p, FC_SLANT, FC_SLANT_ROMAN);
    FcPatternAddBool(p, FC_SCALABLE, FcTrue);
    FcConfigSubstitute(NULL, p, FcMatchPattern);
    FcDefaultSubstitute(p);
    FcResult result = FcResultNoMatch;
    FcPattern *match = FcFontMatch(NULL, p, &result);
    FcPatternDestroy(p);
    if (!match || result != FcResultMatch) return NULL;
    /* fontconfig always returns some font: another family counts as not found. */
    FcChar8 *file = NULL, *name = NULL;
    int same = 0;
    for (int i = 0; !same && FcPatternGetString(match, FC_FAMILY, i, &name) == FcResultMatch; i++)
        same = strcasecmp((const char *)name, family) == 0;
    char *out = NULL;
    if (same && FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch) out = strdup((const char *)file);
    FcPatternDestroy(match);
    return out;
}

/* The fonts of the first frame: the regular face's probe, regular and bold. */
struct fonts { TTF_Font *regular, *bold; };

/* TTF_Init, fontconfig's matches (or `font_path`) and the three fonts, as FontSet opens them. */
static int open_fonts(const char *font_path, struct fonts *out) {
    if (TTF_Init() != 0) return fail("TTF_Init", SDL_GetError());
    char *regular_path, *bold_path;
    if (font_path) {
        regular_path = strdup(font_path);
        bold_path = strdup(font_path);
    } else {
        regular_path = locate(FC_WEIGHT_REGULAR);
        if (!regular_path) return fail("fontconfig", "DejaVu Sans is not installed (apt-get install fonts-dejavu-core)");
        bold_path = locate(FC_WEIGHT_BOLD);
        if (!bold_path) bold_path = strdup(regular_path);
    }
    TTF_Font *probe = TTF_OpenFontIndex(regular_path, probe_px, 0);
    TTF_Font *regular = TTF_OpenFontIndex(regular_path, body_px, 0);
    TTF_Font *bold = TTF_OpenFontIndex(bold_path, body_px, 0);
    if (!probe || !regular || !bold) return fail("TTF_OpenFontIndex", SDL_GetError());
    if (font_path || strcmp(bold_path, regular_path) == 0) TTF_SetFontStyle(bold, TTF_STYLE_BOLD);
    out->regular = regular;
    out->bold = bold;
    return 0;
}

/* ---- The frame: the same for every driver. ---------------------------------------------------- */

/* An opaque w×h ARGB8888 surface with the software renderer on it (SDLBackend.makeHeadlessTarget). */
static int make_target(int w, int h, SDL_Surface **surface, SDL_Renderer **renderer) {
    *surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!*surface) return fail("SDL_CreateRGBSurfaceWithFormat", SDL_GetError());
    *renderer = SDL_CreateSoftwareRenderer(*surface);
    if (!*renderer) return fail("SDL_CreateSoftwareRenderer", SDL_GetError());
    return 0;
}

/* One full fill and 10 texts, each rendered, made a texture and copied; then the flush. */
static int draw_frame(SDL_Renderer *renderer, int w, int h, const struct fonts *f) {
    SDL_SetRenderDrawColor(renderer, 0xF4, 0xF5, 0xF7, 0xFF);
    SDL_Rect all = {0, 0, w, h};
    SDL_RenderFillRect(renderer, &all);
    static const char *const labels[texts] = {
        "Home", "Settings", "About", "Welcome", "Choose a size",
        "Small", "Medium", "Large", "Continue", "Volume 50",
    };
    for (int i = 0; i < texts; i++) {
        SDL_Color ink = {0x1C, 0x1E, 0x22, 0xFF};
        SDL_Surface *run = TTF_RenderUTF8_Blended(i % 3 == 0 ? f->bold : f->regular, labels[i], ink);
        if (!run) return fail("TTF_RenderUTF8_Blended", SDL_GetError());
        SDL_Texture *t = SDL_CreateTextureFromSurface(renderer, run);
        if (!t) return fail("SDL_CreateTextureFromSurface", SDL_GetError());
        SDL_Rect to = {24 + (i % 5) * 240, 40 + (i / 5) * 60, run->w, run->h};
        SDL_FreeSurface(run);
        SDL_RenderCopy(renderer, t, NULL, &to);
    }
    SDL_RenderFlush(renderer);
    return 0;
}

/* ---- The peak: the same for every driver. ----------------------------------------------------- */

/* The process's peak resident set (VmHWM) in KiB, or -1. */
static long peak_kib(void) {
    FILE *f = fopen("/proc/self/status", "r");
    if (!f) return -1;
    char line[256];
    long kib = -1;
    while (fgets(line, sizeof line, f))
        if (strncmp(line, "VmHWM:", 6) == 0) { kib = strtol(line + 6, NULL, 10); break; }
    fclose(f);
    return kib;
}

/* `peak_kib N` into the file KIOSK_BENCH_STARTUP_TRACE names, when it names one. */
static void write_peak(void) {
    const char *trace = getenv("KIOSK_BENCH_STARTUP_TRACE");
    if (trace && *trace) {
        FILE *f = fopen(trace, "w");
        if (f) { fprintf(f, "peak_kib %ld\n", peak_kib()); fclose(f); }
    }
}

/* ---- fb: the panel (FBDRMOutput). ------------------------------------------------------------- */

/* A DRM card set up as FBDRMOutput leaves it after open: the mode set, the buffers mapped. */
struct panel {
    int fd;
    uint32_t crtc;
    int w, h;
    int buffers;            /* 2 when the card flips, else 1 */
    int front;              /* the buffer on screen */
    uint32_t framebuffer[2];
    uint32_t pitch[2];
    void *map[2];
    drmModeCrtc *saved;     /* what the CRTC showed before (the kiosk keeps it to put back) */
};

/* The card numbers in /dev/dri (card0, card1 …), sorted; their count. */
static int card_numbers(int *out, int max) {
    DIR *dir = opendir("/dev/dri");
    if (!dir) return 0;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(dir)) && n < max) {
        char *end;
        if (strncmp(e->d_name, "card", 4) != 0 || !e->d_name[4]) continue;
        long k = strtol(e->d_name + 4, &end, 10);
        if (*end == 0) out[n++] = (int)k;
    }
    closedir(dir);
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && out[j - 1] > out[j]; j--) { int t = out[j]; out[j] = out[j - 1]; out[j - 1] = t; }
    return n;
}

/* The CRTC the connector's encoder drives, else the first one an encoder of it can drive; 0: none. */
static uint32_t crtc_for(int fd, drmModeRes *res, drmModeConnector *c) {
    if (c->encoder_id) {
        drmModeEncoder *enc = drmModeGetEncoder(fd, c->encoder_id);
        if (enc) {
            uint32_t id = enc->crtc_id;
            drmModeFreeEncoder(enc);
            if (id) return id;
        }
    }
    for (int e = 0; e < c->count_encoders; e++) {
        drmModeEncoder *enc = drmModeGetEncoder(fd, c->encoders[e]);
        if (!enc) continue;
        for (int k = 0; k < res->count_crtcs; k++)
            if (enc->possible_crtcs & (1u << k)) { drmModeFreeEncoder(enc); return res->crtcs[k]; }
        drmModeFreeEncoder(enc);
    }
    return 0;
}

/* The first connected connector with modes, its preferred mode (else the first) and a CRTC
   (FBDRMOutput.connected); 0 or -1. */
static int pick_connector(int fd, drmModeRes *res, uint32_t *connector, drmModeModeInfo *mode, uint32_t *crtc) {
    for (int i = 0; i < res->count_connectors; i++) {
        drmModeConnector *c = drmModeGetConnector(fd, res->connectors[i]);
        if (!c) continue;
        (void)drmModeGetConnectorTypeName(c->connector_type);   /* the kiosk names it ("Virtual-1") */
        if (c->connection == DRM_MODE_CONNECTED && c->count_modes > 0) {
            int m = 0;
            for (int k = 0; k < c->count_modes; k++)
                if (c->modes[k].type & DRM_MODE_TYPE_PREFERRED) { m = k; break; }
            *crtc = crtc_for(fd, res, c);
            if (*crtc) {
                *connector = c->connector_id;
                *mode = c->modes[m];
                drmModeFreeConnector(c);
                return 0;
            }
        }
        drmModeFreeConnector(c);
    }
    return -1;
}

/* One cleared w×h dumb buffer with a frame-buffer id, mapped (FBDRMOutput.makeDumb); 0 or -1. */
static int make_dumb(struct panel *p, int i) {
    struct drm_mode_create_dumb c = {.width = (uint32_t)p->w, .height = (uint32_t)p->h, .bpp = 32};
    if (drmIoctl(p->fd, DRM_IOCTL_MODE_CREATE_DUMB, &c) < 0) return fail("DRM_IOCTL_MODE_CREATE_DUMB", strerror(errno));
    if (drmModeAddFB(p->fd, (uint32_t)p->w, (uint32_t)p->h, 24, 32, c.pitch, c.handle, &p->framebuffer[i]) != 0)
        return fail("drmModeAddFB", strerror(errno));
    struct drm_mode_map_dumb m = {.handle = c.handle};
    if (drmIoctl(p->fd, DRM_IOCTL_MODE_MAP_DUMB, &m) < 0) return fail("DRM_IOCTL_MODE_MAP_DUMB", strerror(errno));
    void *map = mmap(NULL, c.size, PROT_READ | PROT_WRITE, MAP_SHARED, p->fd, (off_t)m.offset);
    if (map == MAP_FAILED) return fail("mmap of a dumb buffer", strerror(errno));
    memset(map, 0, c.size);
    p->map[i] = map;
    p->pitch[i] = c.pitch;
    return 0;
}

/* drmHandleEvent's page-flip handler: sets *(int *)data. */
static void flip_done(int fd, unsigned int seq, unsigned int sec, unsigned int usec, void *data) {
    (void)fd; (void)seq; (void)sec; (void)usec;
    *(int *)data = 1;
}

/* Waits in poll for the flip's event, at most a second (FBDRMOutput.waitForFlip); 1 when it came. */
static int wait_for_flip(int fd, int *done) {
    struct pollfd pfd = {.fd = fd, .events = POLLIN};
    drmEventContext ctx = {.version = 2, .page_flip_handler = flip_done};
    for (int waited = 0; !*done && waited < 10;) {
        int r = poll(&pfd, 1, 100);
        if (r > 0) { if (drmHandleEvent(fd, &ctx) < 0) break; }
        else if (r < 0 && errno != EINTR) break;
        else if (r == 0) waited++;
    }
    return *done;
}

/* A flip to the second (black) buffer, waited for; a card that refuses keeps one buffer
   (FBDRMOutput.probeFlip). */
static void probe_flip(struct panel *p, uint32_t connector, drmModeModeInfo *mode) {
    int done = 0;
    if (drmModePageFlip(p->fd, p->crtc, p->framebuffer[1], DRM_MODE_PAGE_FLIP_EVENT, &done) == 0 && wait_for_flip(p->fd, &done)) {
        p->front = 1;
        return;
    }
    p->buffers = 1;
    drmModeSetCrtc(p->fd, p->crtc, p->framebuffer[0], 0, 0, &connector, 1, mode);
    p->front = 0;
}

/* Card `path` set up as the kiosk's panel; 0, or -1 (said on stderr) to try the next card. */
static int open_card(const char *path, struct panel *p) {
    p->fd = open(path, O_RDWR | O_CLOEXEC);
    if (p->fd < 0) return fail(path, strerror(errno));
    uint64_t dumb = 0;
    if (drmGetCap(p->fd, DRM_CAP_DUMB_BUFFER, &dumb) != 0 || !dumb) { close(p->fd); return fail(path, "no dumb buffers"); }
    drmModeRes *res = drmModeGetResources(p->fd);
    if (!res) { close(p->fd); return fail("drmModeGetResources", strerror(errno)); }
    uint32_t connector = 0;
    drmModeModeInfo mode;
    int picked = pick_connector(p->fd, res, &connector, &mode, &p->crtc);
    drmModeFreeResources(res);
    if (picked != 0) { close(p->fd); return fail(path, "no connected display"); }
    p->w = mode.hdisplay;
    p->h = mode.vdisplay;
    p->saved = drmModeGetCrtc(p->fd, p->crtc);
    p->buffers = 2;
    for (int i = 0; i < 2; i++) if (make_dumb(p, i) != 0) return -1;
    if (drmModeSetCrtc(p->fd, p->crtc, p->framebuffer[0], 0, 0, &connector, 1, &mode) != 0)
        return fail("drmModeSetCrtc", strerror(errno));
    p->front = 0;
    probe_flip(p, connector, &mode);
    return 0;
}

/* The first card, in number order, that opens as a panel (FBDRMOutput.open); 0 or 1. */
static int open_panel(struct panel *p) {
    int numbers[16];
    int n = card_numbers(numbers, 16);
    if (n == 0) return fail("finding a DRM card", "/dev/dri has no card*");
    for (int i = 0; i < n; i++) {
        char path[64];
        snprintf(path, sizeof path, "/dev/dri/card%d", numbers[i]);
        if (open_card(path, p) == 0) return 0;
    }
    return 1;
}

/* ---- fb: the VT (FBConsole). ------------------------------------------------------------------ */

/* What the VT was, for the atexit handler (the kiosk's FBConsoleState). */
static struct { int fd; int text_mode; int keyboard; struct vt_mode vt; int taken; } console;

/* The VT's modes put back (FBConsoleState.restore), from atexit as the kiosk does. */
static void restore_console(void) {
    if (!console.taken) return;
    ioctl(console.fd, VT_SETMODE, &console.vt);
    ioctl(console.fd, KDSKBMODE, console.keyboard);
    ioctl(console.fd, KDSETMODE, console.text_mode == KD_GRAPHICS ? KD_TEXT : console.text_mode);
    signal(SIGUSR1, SIG_DFL);
    signal(SIGUSR2, SIG_DFL);
}

/* The signal handler's end of the pipe: one byte per switch. */
static int switch_pipe[2] = {-1, -1};
static void switched(int sig) { char b = sig == SIGUSR1 ? 1 : 2; (void)!write(switch_pipe[1], &b, 1); }

/* A pipe with both ends close-on-exec and non-blocking (the shim's kiosk_pipe). */
static int make_pipe(int fds[2]) {
    if (pipe(fds) < 0) return -1;
    for (int i = 0; i < 2; i++) {
        fcntl(fds[i], F_SETFD, FD_CLOEXEC);
        fcntl(fds[i], F_SETFL, fcntl(fds[i], F_GETFL) | O_NONBLOCK);
    }
    return 0;
}

/* The VT: stdin's when it is one, else the active VT; graphics mode, keyboard off, switches by
   signal. As for the kiosk, a VT it cannot have is not fatal (said on stderr). */
static void take_console(void) {
    int mode = 0, tty = 0;
    if (ioctl(0, KDGETMODE, &mode) != 0) {
        int zero = open("/dev/tty0", O_RDWR | O_CLOEXEC | O_NOCTTY);
        if (zero < 0) { fail("open /dev/tty0", strerror(errno)); return; }
        struct vt_stat state;
        int got = ioctl(zero, VT_GETSTATE, &state);
        close(zero);
        if (got != 0) { fail("VT_GETSTATE", strerror(errno)); return; }
        char name[32];
        snprintf(name, sizeof name, "/dev/tty%d", state.v_active);
        tty = open(name, O_RDWR | O_CLOEXEC | O_NOCTTY);
        if (tty < 0) { fail(name, strerror(errno)); return; }
        if (ioctl(tty, KDGETMODE, &mode) != 0) { fail("KDGETMODE", strerror(errno)); return; }
    }
    int keyboard = 0;
    struct vt_mode vt = {0};
    if (ioctl(tty, KDGKBMODE, &keyboard) != 0) keyboard = K_UNICODE;
    ioctl(tty, VT_GETMODE, &vt);
    if (make_pipe(switch_pipe) != 0) { fail("pipe", strerror(errno)); return; }
    console.fd = tty;
    console.text_mode = mode;
    console.keyboard = keyboard;
    console.vt = vt;
    console.taken = 1;
    atexit(restore_console);
    if (ioctl(tty, KDSETMODE, KD_GRAPHICS) != 0) { fail("KDSETMODE", strerror(errno)); return; }
    if (ioctl(tty, KDSKBMODE, K_OFF) != 0) { fail("KDSKBMODE", strerror(errno)); return; }
    struct vt_mode process = {.mode = VT_PROCESS, .relsig = SIGUSR1, .acqsig = SIGUSR2};
    signal(SIGUSR1, switched);
    signal(SIGUSR2, switched);
    if (ioctl(tty, VT_SETMODE, &process) != 0) fail("VT_SETMODE", strerror(errno));
}

/* ---- fb: input (FBKeyboard, LibinputLibrary, FBInput). ---------------------------------------- */

/* The system's default keymap compiled, as FBKeyboard does (none is not fatal there either). */
static void open_keyboard(void) {
    struct xkb_context *context = xkb_context_new(XKB_CONTEXT_NO_FLAGS);
    struct xkb_keymap *keymap = context ? xkb_keymap_new_from_names(context, NULL, XKB_KEYMAP_COMPILE_NO_FLAGS) : NULL;
    if (keymap) xkb_state_new(keymap);
}

/* Every libinput and libudev function the driver looks up (LibinputLibrary.open), in its order. */
static const char *const udev_names[] = {"udev_new", "udev_unref"};
static const char *const libinput_names[] = {
    "libinput_udev_create_context", "libinput_udev_assign_seat", "libinput_get_fd", "libinput_dispatch",
    "libinput_get_event", "libinput_suspend", "libinput_resume", "libinput_unref", "libinput_event_get_type",
    "libinput_event_destroy", "libinput_event_get_touch_event", "libinput_event_touch_get_seat_slot",
    "libinput_event_touch_get_x_transformed", "libinput_event_touch_get_y_transformed",
    "libinput_event_get_pointer_event", "libinput_event_pointer_get_dx", "libinput_event_pointer_get_dy",
    "libinput_event_pointer_get_absolute_x_transformed", "libinput_event_pointer_get_absolute_y_transformed",
    "libinput_event_pointer_get_button", "libinput_event_pointer_get_button_state", "libinput_event_pointer_has_axis",
    "libinput_event_pointer_get_axis_value_discrete", "libinput_event_get_keyboard_event",
    "libinput_event_keyboard_get_key", "libinput_event_keyboard_get_key_state",
};

static int open_restricted(const char *path, int flags, void *data) {
    (void)data;
    int fd = open(path, flags | O_CLOEXEC);
    return fd < 0 ? -errno : fd;
}
static void close_restricted(int fd, void *data) { (void)data; close(fd); }
static const struct libinput_interface interface = {.open_restricted = open_restricted, .close_restricted = close_restricted};

/* libinput and libudev by dlopen, their functions looked up, and a udev context on seat0 with
   its devices opened (FBInput.init); 0 or 1. */
static int open_input(void) {
    void *li = dlopen("libinput.so.10", RTLD_NOW | RTLD_LOCAL);
    if (!li) return fail("dlopen libinput.so.10", dlerror());
    void *udev = dlopen("libudev.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!udev) return fail("dlopen libudev.so.1", dlerror());
    void *found[sizeof udev_names / sizeof *udev_names + sizeof libinput_names / sizeof *libinput_names];
    int n = 0;
    for (size_t i = 0; i < sizeof udev_names / sizeof *udev_names; i++) found[n++] = dlsym(udev, udev_names[i]);
    for (size_t i = 0; i < sizeof libinput_names / sizeof *libinput_names; i++) found[n++] = dlsym(li, libinput_names[i]);
    for (int i = 0; i < n; i++) if (!found[i]) return fail("dlsym", "libinput or libudev lacks a function the kiosk uses");
    void *(*udev_new)(void) = (void *(*)(void))found[0];
    struct libinput *(*create)(const struct libinput_interface *, void *, void *) =
        (struct libinput *(*)(const struct libinput_interface *, void *, void *))found[2];
    int (*assign)(struct libinput *, const char *) = (int (*)(struct libinput *, const char *))found[3];
    int (*get_fd)(struct libinput *) = (int (*)(struct libinput *))found[4];
    void *u = udev_new();
    if (!u) return fail("udev_new", strerror(errno));
    struct libinput *context = create(&interface, NULL, u);
    if (!context) return fail("libinput_udev_create_context", "no context");
    if (assign(context, "seat0") != 0) return fail("libinput_udev_assign_seat", "seat0's devices cannot be read");
    get_fd(context);
    return 0;
}

/* SDL's game-controller subsystem, with joystick events allowed without focus
   (SDLControllerSession); not fatal when it cannot start. */
static void open_gamepads(void) {
    SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
    SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER);
}

/* ---- fb: the first frame on the panel (FBBackend.show). --------------------------------------- */

/* The whole surface copied into the buffer not on screen (FBPixelCopy, unturned XRGB8888: a
   row at a time) and shown: a page flip, or a dirty-rect flush on a card that cannot flip. */
static int show_frame(struct panel *p, SDL_Surface *surface) {
    int index = p->buffers == 1 ? 0 : 1 - p->front;
    for (int y = 0; y < p->h && y < surface->h; y++)
        memcpy((char *)p->map[index] + (size_t)y * p->pitch[index], (char *)surface->pixels + (size_t)y * surface->pitch,
               (size_t)(p->w < surface->w ? p->w : surface->w) * 4);
    if (p->buffers == 1) {
        drmModeClip clip = {0, 0, (unsigned short)p->w, (unsigned short)p->h};
        int status = drmModeDirtyFB(p->fd, p->framebuffer[0], &clip, 1);
        if (status < 0 && status != -ENOSYS && status != -EOPNOTSUPP) return fail("drmModeDirtyFB", strerror(-status));
        return 0;
    }
    static int done;
    if (drmModePageFlip(p->fd, p->crtc, p->framebuffer[index], DRM_MODE_PAGE_FLIP_EVENT, &done) != 0)
        return fail("drmModePageFlip", strerror(errno));
    return 0;
}

/* ---- The two starts. -------------------------------------------------------------------------- */

/* `kiosk run --driver headless` to its first frame. */
static int run_headless(const char *font_path) {
    struct fonts f;
    if (open_fonts(font_path, &f) != 0) return 1;
    SDL_Surface *surface;
    SDL_Renderer *renderer;
    if (make_target(width, height, &surface, &renderer) != 0) return 1;
    if (draw_frame(renderer, width, height, &f) != 0) return 1;
    write_peak();
    return 0;   /* no teardown: the kernel frees it all */
}

/* `kiosk run --driver fb` on a DRM card to its first frame. */
static int run_fb(const char *font_path) {
    struct fonts f;
    if (open_fonts(font_path, &f) != 0) return 1;
    struct panel p = {0};
    if (open_panel(&p) != 0) return 1;
    take_console();
    open_keyboard();
    if (open_input() != 0) return 1;
    open_gamepads();
    SDL_Surface *surface;
    SDL_Renderer *renderer;
    if (make_target(p.w, p.h, &surface, &renderer) != 0) return 1;
    int wake[2];
    if (make_pipe(wake) != 0) return fail("pipe", strerror(errno));
    if (draw_frame(renderer, p.w, p.h, &f) != 0) return 1;
    if (show_frame(&p, surface) != 0) return 1;
    write_peak();
    return 0;   /* no teardown but the VT's modes (restore_console, at exit) */
}

int main(int argc, char **argv) {
    const char *font_path = NULL, *driver = "headless";
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--font") == 0 && i + 1 < argc) font_path = argv[++i];
        else if (strcmp(argv[i], "--driver") == 0 && i + 1 < argc) driver = argv[++i];
        else { fprintf(stderr, "usage: kiosk-floor [--font PATH] [--driver headless|fb]\n"); return 2; }
    }
    if (strcmp(driver, "headless") == 0) return run_headless(font_path);
    if (strcmp(driver, "fb") == 0) return run_fb(font_path);
    fprintf(stderr, "kiosk-floor: --driver %s: give headless or fb\n", driver);
    return 2;
}
