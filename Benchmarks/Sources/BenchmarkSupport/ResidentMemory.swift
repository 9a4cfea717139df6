// ResidentMemory: this process's resident memory now and at its peak, from /proc/self/status.
import Foundation

/// Resident memory of this process in KiB (Linux: `/proc/self/status`).
public enum ResidentMemory {
    /// `VmRSS`: resident now.
    public static func current() -> Int { field("VmRSS") }

    /// `VmHWM`: the peak since the process started or since ``resetPeak()``.
    public static func peak() -> Int { field("VmHWM") }

    /// Sets the peak to the current resident memory (writing 5 to `/proc/self/clear_refs`); `false` if the
    /// kernel refuses, in which case the peak counts from the start of the process.
    @discardableResult
    public static func resetPeak() -> Bool {
        FileManager.default.isWritableFile(atPath: "/proc/self/clear_refs")
            && (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
    }

    private static func field(_ name: String) -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("\(name):") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
