/*
 * kiosk-floor: the C work of a kiosk start and nothing else, the floor `kiosk bench` measures
 * `kiosk run` against (docs/performance.md, "The floor"; issue 31).
 *
 * It does what `kiosk run --driver headless` does in C libraries before its first frame, in the
 * same order and with the same calls:
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
 * When the environment names a file in KIOSK_BENCH_STARTUP_TRACE (StartupTrace.environmentKey),
 * it writes its peak resident set at that moment there as `peak_kib N`, the line `kiosk run`
 * writes at its first frame, so both peaks are taken at the same point.
 *
 * Options: --font PATH opens PATH instead of asking fontconfig (as `kiosk run --font`).
 * Exit status 0, or 1 with the failing call and SDL's or fontconfig's reason on stderr.
 */
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* The theme's family and the demo's sizes (Theme.swift: bodySize 20; FontSet's probe: 16). */
static const char *const family = "DejaVu Sans";
enum { probe_px = 16, body_px = 20, width = 1280, height = 800, texts = 10 };

static int fail(const char *what, const char *why) {
    fprintf(stderr, "kiosk-floor: %s failed: %s\n", what, why);
    return 1;
}

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

int main(int argc, char **argv) {
    const char *font_path = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--font") == 0 && i + 1 < argc) font_path = argv[++i];
        else { fprintf(stderr, "usage: kiosk-floor [--font PATH]\n"); return 2; }
    }

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

    SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!surface) return fail("SDL_CreateRGBSurfaceWithFormat", SDL_GetError());
    SDL_Renderer *renderer = SDL_CreateSoftwareRenderer(surface);
    if (!renderer) return fail("SDL_CreateSoftwareRenderer", SDL_GetError());

    SDL_SetRenderDrawColor(renderer, 0xF4, 0xF5, 0xF7, 0xFF);
    SDL_Rect all = {0, 0, width, height};
    SDL_RenderFillRect(renderer, &all);
    static const char *const labels[texts] = {
        "Home", "Settings", "About", "Welcome", "Choose a size",
        "Small", "Medium", "Large", "Continue", "Volume 50",
    };
    for (int i = 0; i < texts; i++) {
        SDL_Color ink = {0x1C, 0x1E, 0x22, 0xFF};
        SDL_Surface *run = TTF_RenderUTF8_Blended(i % 3 == 0 ? bold : regular, labels[i], ink);
        if (!run) return fail("TTF_RenderUTF8_Blended", SDL_GetError());
        SDL_Texture *t = SDL_CreateTextureFromSurface(renderer, run);
        if (!t) return fail("SDL_CreateTextureFromSurface", SDL_GetError());
        SDL_Rect to = {24 + (i % 5) * 240, 40 + (i / 5) * 60, run->w, run->h};
        SDL_FreeSurface(run);
        SDL_RenderCopy(renderer, t, NULL, &to);
    }
    SDL_RenderFlush(renderer);

    const char *trace = getenv("KIOSK_BENCH_STARTUP_TRACE");
    if (trace && *trace) {
        FILE *f = fopen(trace, "w");
        if (f) { fprintf(f, "peak_kib %ld\n", peak_kib()); fclose(f); }
    }
    return 0;   /* no teardown: the kernel frees it all */
}
