#ifndef KIOSKUI_CSYSTEM_SHIM_H
#define KIOSKUI_CSYSTEM_SHIM_H

/* The few Linux calls Swift's Glibc module does not import (variadic, or declared only with
   _GNU_SOURCE), for Sources/KioskUICore/System/ForkedWork.swift and FileSystem+Links.swift alone.
   Nothing is linked. */
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

/* The calling thread's children get `sig` when it ends (prctl's PR_SET_PDEATHSIG); 0 or -1. */
static inline int kiosk_set_parent_death_signal(int sig) {
    return prctl(PR_SET_PDEATHSIG, (unsigned long)sig, 0UL, 0UL, 0UL);
}

/* A pipe whose ends are closed on exec from the start (pipe2 with O_CLOEXEC), so no program
   another thread starts meanwhile holds its write end open; 0 or -1. */
static inline int kiosk_pipe_cloexec(int ends[2]) {
    return (int)syscall(SYS_pipe2, ends, O_CLOEXEC);
}

/* Closes every descriptor from `lowest` up (close_range, Linux 5.9; one by one below 4096 on an
   older kernel). */
static inline void kiosk_close_descriptors_from(int lowest) {
#ifdef SYS_close_range
    if (syscall(SYS_close_range, (unsigned)lowest, ~0U, 0U) == 0) return;
#endif
    for (int fd = lowest; fd < 4096; fd++) close(fd);
}

/* Flushes the whole file system `fd` is on to the disk (syncfs, Linux 2.6.39): one flush for a
   content bundle's many files; 0 or -1. */
static inline int kiosk_sync_file_system(int fd) {
    return (int)syscall(SYS_syncfs, fd);
}

#endif
