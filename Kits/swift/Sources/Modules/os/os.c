// The `os` module declares nothing in C; SwiftPM builds a C module from a source file.
typedef int trackcheck_os_standin;
