"""A FUSE file system over a folder where writes to `*.part` files past a size block for a while: a stalled disk.

Run by the `Scale stall` benchmark (Benchmarks/Sources/Scale/DiskStall.swift) as root, in a process of its own:

    python3 stalling_fs.py BACKING MOUNTPOINT DELAY_MS AFTER_BYTES

Everything under MOUNTPOINT is BACKING's, passed through, except that each `write` to a file whose name ends in
`.part` (a download's partial file) at or past offset AFTER_BYTES waits DELAY_MS milliseconds before it is done: the
writer's `write(2)` blocks in the kernel as it would on a stalled disk, with no hook in the program that writes.
Writes go through whole (`big_writes`, up to 128 KiB), so each piece a client writes waits once. Needs Debian's
`python3-fusepy` (libfuse2) and /dev/fuse; unmounted when the process ends.
"""

import errno
import os
import sys
import time

from fusepy import FUSE, FuseOSError, Operations


class StallingFS(Operations):
    def __init__(self, backing, delay, after):
        self.backing = backing
        self.delay = delay
        self.after = after

    def _path(self, path):
        return os.path.join(self.backing, path.lstrip("/"))

    def _call(self, function, *arguments):
        try:
            return function(*arguments)
        except OSError as error:
            raise FuseOSError(error.errno or errno.EIO)

    def getattr(self, path, fh=None):
        info = self._call(os.lstat, self._path(path))
        keys = ("st_mode", "st_nlink", "st_size", "st_uid", "st_gid", "st_atime", "st_mtime", "st_ctime")
        return {key: getattr(info, key) for key in keys}

    def readdir(self, path, fh):
        return [".", ".."] + self._call(os.listdir, self._path(path))

    def access(self, path, mode):
        if not os.access(self._path(path), mode):
            raise FuseOSError(errno.EACCES)

    def mkdir(self, path, mode):
        self._call(os.mkdir, self._path(path), mode)

    def rmdir(self, path):
        self._call(os.rmdir, self._path(path))

    def unlink(self, path):
        self._call(os.unlink, self._path(path))

    def rename(self, old, new):
        self._call(os.rename, self._path(old), self._path(new))

    def chmod(self, path, mode):
        self._call(os.chmod, self._path(path), mode)

    def chown(self, path, uid, gid):
        self._call(os.chown, self._path(path), uid, gid)

    def utimens(self, path, times=None):
        self._call(os.utime, self._path(path), times)

    def truncate(self, path, length, fh=None):
        if fh is None:
            self._call(os.truncate, self._path(path), length)
        else:
            self._call(os.ftruncate, fh, length)

    def statfs(self, path):
        info = os.statvfs(self._path(path))
        keys = ("f_bavail", "f_bfree", "f_blocks", "f_bsize", "f_favail", "f_ffree", "f_files", "f_flag",
                "f_frsize", "f_namemax")
        return {key: getattr(info, key) for key in keys}

    def create(self, path, mode, fi=None):
        return self._call(os.open, self._path(path), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)

    def open(self, path, flags):
        return self._call(os.open, self._path(path), flags)

    def read(self, path, size, offset, fh):
        return self._call(os.pread, fh, size, offset)

    def write(self, path, data, offset, fh):
        if path.endswith(".part") and offset >= self.after:
            time.sleep(self.delay)
        return self._call(os.pwrite, fh, data, offset)

    def flush(self, path, fh):
        return 0

    def fsync(self, path, datasync, fh):
        return self._call(os.fsync, fh)

    def release(self, path, fh):
        self._call(os.close, fh)


if __name__ == "__main__":
    backing, mountpoint, delay, after = sys.argv[1], sys.argv[2], int(sys.argv[3]) / 1000, int(sys.argv[4])
    FUSE(StallingFS(backing, delay, after), mountpoint, foreground=True, nothreads=False, big_writes=True)
