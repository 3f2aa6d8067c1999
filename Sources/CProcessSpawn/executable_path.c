#define _GNU_SOURCE
#include "platform.h"
#include "trackcheck_spawn.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if defined(__APPLE__)
#include <mach-o/dyld.h>
#include <stdint.h>
#endif

/* The running executable's path (ExecutablePath). Linux: /proc/self/exe. Without /proc:
   macOS asks dyld (_NSGetExecutablePath); elsewhere, and should that fail, argv[0] is
   resolved as the shell resolved it: against the working directory when it has a '/', else
   against PATH. Either way symbolic links are resolved. */

/// `path` with symbolic links resolved, into `out`: 0, or the `errno` of the failure.
static int real(const char *path, char *out, size_t size) {
  char resolved[PATH_MAX];
  if (realpath(path, resolved) == NULL) return errno;
  if (strlen(resolved) >= size) return ENAMETOOLONG;
  strcpy(out, resolved);
  return 0;
}

int trackcheck_program_path(const char *argv0, char *out, size_t size) {
  if (argv0 == NULL || *argv0 == '\0') return ENOENT;
  char found[PATH_MAX];
  int resolved = tc_resolve_in_path(argv0, found, sizeof found);
  if (resolved != 0) return resolved;
  return real(found, out, size);
}

int trackcheck_executable_path(const char *argv0, char *out, size_t size) {
#if TRACKCHECK_LINUX_PROCESSES
  (void)argv0;
  return real("/proc/self/exe", out, size);
#elif defined(__APPLE__)
  char image[PATH_MAX];
  uint32_t length = sizeof image;
  if (_NSGetExecutablePath(image, &length) == 0 && real(image, out, size) == 0) return 0;
  return trackcheck_program_path(argv0, out, size);
#else
  return trackcheck_program_path(argv0, out, size);
#endif
}
