import TrackCheckReferenceTracker

// The reference tracker as a program of its own; the code is in TrackCheckReferenceTracker.
ReferenceTracker.main(arguments: Array(CommandLine.arguments.dropFirst()))
