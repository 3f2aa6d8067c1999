/// The C programs the benchmark compiles for itself.
enum CPrograms {
  /// A parent and a child exchanging one JSON line each way over pipes, as
  /// fast as the machine allows: the raw limit of a line-based protocol.
  /// `pingpong ROUNDS same-cpu` runs both on the first CPU the process may
  /// use, as trackcheck co-locates a job with its implementation.
  static let pingPong = #"""
    #define _GNU_SOURCE
    #include <sched.h>
    #include <stdio.h>
    #include <stdlib.h>
    #include <string.h>
    #include <time.h>
    #include <unistd.h>
    #include <sys/wait.h>

    static const char request[] = "{\"type\":\"callback\",\"id\":\"42\",\"case\":\"X\",\"seq\":1,\"name\":\"FirebaseMessagingService.onMessageReceived\",\"args\":{}}\n";
    static const char answer[] = "{\"type\":\"calls\",\"id\":\"42\",\"calls\":[]}\n";

    /* The two sides strictly alternate, so a read never holds more than one line. */
    static int read_line(int fd, char *buffer, size_t size) {
      size_t used = 0;
      while (used < size) {
        ssize_t n = read(fd, buffer + used, size - used);
        if (n <= 0) return -1;
        used += (size_t)n;
        if (buffer[used - 1] == '\n') return (int)used;
      }
      return -1;
    }

    int main(int argc, char **argv) {
      long rounds = argc > 1 ? atol(argv[1]) : 100000;
      if (argc > 2 && strcmp(argv[2], "same-cpu") == 0) {
    #if defined(__linux__)
        cpu_set_t allowed, one;
        CPU_ZERO(&one);
        if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return 1;
        for (int cpu = 0; cpu < CPU_SETSIZE; cpu++) {
          if (CPU_ISSET(cpu, &allowed)) { CPU_SET(cpu, &one); break; }
        }
        if (sched_setaffinity(0, sizeof one, &one) != 0) return 1;
    #else
        return 1; /* no CPU placement but Linux's */
    #endif
      }
      int down[2], up[2];
      if (pipe(down) || pipe(up)) return 1;
      pid_t child = fork();
      if (child == 0) {
        char line[4096];
        close(down[1]); close(up[0]);
        while (read_line(down[0], line, sizeof line) > 0) {
          if (write(up[1], answer, sizeof answer - 1) < 0) return 1;
        }
        return 0;
      }
      close(down[0]); close(up[1]);
      char line[4096];
      struct timespec start, end;
      clock_gettime(CLOCK_MONOTONIC, &start);
      for (long i = 0; i < rounds; i++) {
        if (write(down[1], request, sizeof request - 1) < 0) return 1;
        if (read_line(up[0], line, sizeof line) < 0) return 1;
      }
      clock_gettime(CLOCK_MONOTONIC, &end);
      close(down[1]);
      waitpid(child, NULL, 0);
      double seconds = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
      printf("%.0f\n", rounds / seconds);
      return 0;
    }
    """#

  /// The smallest implementation of the trackcheck protocol: it answers every
  /// request at once, with no tracking call.
  static let echo = #"""
    #include <stdio.h>
    #include <stdlib.h>
    #include <string.h>
    #include <unistd.h>

    static void copy_id(const char *line, char *id, size_t size) {
      const char *start = strstr(line, "\"id\":\"");
      id[0] = 0;
      if (!start) return;
      start += 6;
      size_t n = 0;
      while (start[n] && start[n] != '"' && n + 1 < size) { id[n] = start[n]; n++; }
      id[n] = 0;
    }

    int main(int argc, char **argv) {
      static char line[1 << 20];
      char id[64];
      int pipelining = 1;
      long delay_us = 0;  /* --delay-ms N: an adapter that waits N ms per callback, as a JVM or simulator does */
      for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--no-pipelining") == 0) pipelining = 0;
        if (strcmp(argv[i], "--delay-ms") == 0 && i + 1 < argc) delay_us = atol(argv[++i]) * 1000;
      }
      setvbuf(stdout, NULL, _IOFBF, 1 << 16);
      while (fgets(line, sizeof line, stdin)) {
        if (strstr(line, "\"type\":\"hello\"")) {
          printf("{\"type\":\"hello\",\"protocol\":1,\"implementation\":{\"name\":\"c-echo\",\"version\":\"1\"},"
                 "\"platforms\":[\"ios\",\"android\"],\"apis\":[\"collectMessageInfo\",\"trackAction\"],"
                 "\"features\":[%s]}\n", pipelining ? "\"pipelining\"" : "");
        } else if (strstr(line, "\"type\":\"begin\"")) {
          copy_id(line, id, sizeof id);
          printf("{\"type\":\"ready\",\"id\":\"%s\"}\n", id);
        } else if (strstr(line, "\"type\":\"bye\"")) {
          break;
        } else {
          copy_id(line, id, sizeof id);
          if (delay_us > 0 && strstr(line, "\"type\":\"callback\"")) usleep(delay_us);
          printf("{\"type\":\"calls\",\"id\":\"%s\",\"calls\":[]}\n", id);
        }
        fflush(stdout);
      }
      return 0;
    }
    """#
}
