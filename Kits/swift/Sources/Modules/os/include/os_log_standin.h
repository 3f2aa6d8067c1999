// The kit's `os.log` module: `os_log` and `Logger` are TrackCheckKit's (Kits/swift/README.md).
#define TRACKCHECK_OS_LOG_STANDIN 1
