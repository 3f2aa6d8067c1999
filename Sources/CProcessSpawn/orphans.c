#define _GNU_SOURCE
#include "platform.h"
#include "trackcheck_spawn.h"

#include <errno.h>

/* Orphaned grandchildren (ProcessRegistry.adoptOrphans, sweepOrphans). Linux: trackcheck becomes
   their subreaper (PR_SET_CHILD_SUBREAPER), and finds its children in /proc. The POSIX layer has
   no subreaper (macOS has none): an orphan is reparented to init, out of trackcheck's reach, and
   both functions say so. */

#if TRACKCHECK_LINUX_PROCESSES
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>

int trackcheck_become_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }

/// The parent of `pid` from /proc/PID/stat (the field after the command's closing parenthesis); -1 if unknown.
static pid_t parent_of(pid_t pid) {
  char path[64];
  snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  char text[512];
  ssize_t got = read(fd, text, sizeof text - 1);
  close(fd);
  if (got <= 0) return -1;
  text[got] = 0;
  char *close_paren = strrchr(text, ')');
  if (close_paren == NULL) return -1;
  // ") S PPID …": the state, then the parent.
  char state;
  int parent;
  if (sscanf(close_paren + 1, " %c %d", &state, &parent) != 2) return -1;
  return (pid_t)parent;
}

int trackcheck_children(pid_t parent, pid_t *out, int max) {
  DIR *processes = opendir("/proc");
  if (processes == NULL) return -1;
  int count = 0;
  struct dirent *entry;
  while (count < max && (entry = readdir(processes)) != NULL) {
    char *end = NULL;
    long pid = strtol(entry->d_name, &end, 10);
    if (end == entry->d_name || *end != '\0' || pid <= 0 || pid == parent) continue;
    if (parent_of((pid_t)pid) == parent) out[count++] = (pid_t)pid;
  }
  closedir(processes);
  return count;
}
#else
int trackcheck_become_subreaper(void) {
  errno = ENOSYS;
  return -1;
}

int trackcheck_children(pid_t parent, pid_t *out, int max) {
  (void)parent;
  (void)out;
  (void)max;
  errno = ENOSYS;
  return -1;
}
#endif
