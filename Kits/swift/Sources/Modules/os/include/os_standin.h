// The kit's `os` module: its Swift names are TrackCheckKit's (Kits/swift/README.md).
#define TRACKCHECK_OS_STANDIN 1
