// `import AVKit` in an app's own file builds on the kit: push tracking needs none of AVKit's names, so this
// module declares none of its own (a name an app uses from it is reported missing by the compiler).
@_exported import TrackCheckKit
