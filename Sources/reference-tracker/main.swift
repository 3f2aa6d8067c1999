import Foundation
import TrackCheckReferenceTracker

// The reference tracker as a program of its own; the code is in TrackCheckReferenceTracker.
exit(ReferenceTracker.main(arguments: Array(CommandLine.arguments.dropFirst())))
