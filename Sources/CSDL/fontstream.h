#ifndef KIOSKUI_CSDL_FONTSTREAM_H
#define KIOSKUI_CSDL_FONTSTREAM_H

/* A font file as an SDL_RWops for SDL_ttf, read with pread through one 4 KiB buffer.

   SDL_ttf hands FreeType a stream whose every read seeks first. On SDL's own file stream (stdio)
   each of those seeks is an lseek system call, often two, and a read of 4 KiB follows whenever
   the buffer was dropped: a start of the demo would make 2,069 lseeks and 841 reads in its six
   fonts that way. Here a seek only sets the position, a read is served from the 4 KiB-aligned block
   in the buffer, and a block is read with one pread when the position leaves it. Reads as large
   as the buffer go straight to the caller's memory. The buffer is the size of stdio's, so the
   memory is the same. */

#include <SDL2/SDL.h>
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct {
    int fd;
    Sint64 size;
    Sint64 position;
    /* The file offset of buffer[0], or -1 while nothing is buffered; `buffered` bytes are valid. */
    Sint64 buffered_at;
    size_t buffered;
    Uint8 buffer[4096];
} KioskFontStream;

static Sint64 SDLCALL kiosk_font_stream_size(SDL_RWops *rw) {
    return ((KioskFontStream *)rw->hidden.unknown.data1)->size;
}

static Sint64 SDLCALL kiosk_font_stream_seek(SDL_RWops *rw, Sint64 offset, int whence) {
    KioskFontStream *s = (KioskFontStream *)rw->hidden.unknown.data1;
    Sint64 base;
    switch (whence) {
    case RW_SEEK_SET: base = 0; break;
    case RW_SEEK_CUR: base = s->position; break;
    case RW_SEEK_END: base = s->size; break;
    default: return SDL_SetError("font stream: unknown seek origin %d", whence);
    }
    if (offset < -base) return SDL_SetError("font stream: seek before the start of the file");
    s->position = base + offset;
    return s->position;
}

static size_t SDLCALL kiosk_font_stream_read(SDL_RWops *rw, void *ptr, size_t size, size_t maxnum) {
    KioskFontStream *s = (KioskFontStream *)rw->hidden.unknown.data1;
    if (size == 0 || maxnum == 0) return 0;
    if (maxnum > (size_t)-1 / size) maxnum = (size_t)-1 / size;
    const size_t want = size * maxnum;
    Uint8 *out = (Uint8 *)ptr;
    size_t done = 0;
    while (done < want) {
        const Sint64 at = s->position;
        if (s->buffered_at >= 0 && at >= s->buffered_at && at < s->buffered_at + (Sint64)s->buffered) {
            size_t offset = (size_t)(at - s->buffered_at);
            size_t n = s->buffered - offset;
            if (n > want - done) n = want - done;
            memcpy(out + done, s->buffer + offset, n);
            done += n;
            s->position += (Sint64)n;
            continue;
        }
        if (at >= s->size) break;
        ssize_t r;
        if (want - done >= sizeof s->buffer) {
            r = pread(s->fd, out + done, want - done, (off_t)at);
            if (r < 0 && errno == EINTR) continue;
            if (r < 0) SDL_SetError("Error reading from datastream: %s", strerror(errno));
            if (r <= 0) break;
            done += (size_t)r;
            s->position += r;
            continue;
        }
        const Sint64 block = at & ~(Sint64)(sizeof s->buffer - 1);
        r = pread(s->fd, s->buffer, sizeof s->buffer, (off_t)block);
        if (r < 0 && errno == EINTR) continue;
        if (r < 0) SDL_SetError("Error reading from datastream: %s", strerror(errno));
        if (r <= 0 || block + r <= at) {
            s->buffered_at = -1;
            break;
        }
        s->buffered_at = block;
        s->buffered = (size_t)r;
    }
    return done / size;
}

static size_t SDLCALL kiosk_font_stream_write(SDL_RWops *rw, const void *ptr, size_t size, size_t num) {
    (void)rw; (void)ptr; (void)size; (void)num;
    SDL_SetError("font stream: a font file is only read");
    return 0;
}

static int SDLCALL kiosk_font_stream_close(SDL_RWops *rw) {
    KioskFontStream *s = (KioskFontStream *)rw->hidden.unknown.data1;
    close(s->fd);
    SDL_free(s);
    SDL_FreeRW(rw);
    return 0;
}

/* The file at `path` as a stream SDL_ttf can own (TTF_OpenFontIndexRW with freesrc 1), or NULL
   with SDL's error set as SDL_RWFromFile sets it. */
static inline SDL_RWops *kiosk_font_stream_open(const char *path) {
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        SDL_SetError("Couldn't open %s", path);
        return NULL;
    }
    struct stat st;
    KioskFontStream *s = NULL;
    SDL_RWops *rw = NULL;
    if (fstat(fd, &st) != 0 || !(s = (KioskFontStream *)SDL_malloc(sizeof *s)) || !(rw = SDL_AllocRW())) {
        SDL_SetError("Couldn't open %s", path);
        SDL_free(s);
        close(fd);
        return NULL;
    }
    s->fd = fd;
    s->size = (Sint64)st.st_size;
    s->position = 0;
    s->buffered_at = -1;
    s->buffered = 0;
    rw->size = kiosk_font_stream_size;
    rw->seek = kiosk_font_stream_seek;
    rw->read = kiosk_font_stream_read;
    rw->write = kiosk_font_stream_write;
    rw->close = kiosk_font_stream_close;
    rw->type = SDL_RWOPS_UNKNOWN;
    rw->hidden.unknown.data1 = s;
    return rw;
}

#endif
