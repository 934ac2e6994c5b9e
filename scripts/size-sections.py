#!/usr/bin/env python3
"""Prints "TEXT DATA", in bytes, summed over the Mach-O (64-bit) and ELF (64-bit) files it is given.

TEXT and DATA are counted as llvm-size's Berkeley format counts them: in a Mach-O file, the sections
of the __TEXT segment and of the __DATA segments (__DATA, __DATA_CONST, zero-fill included); in an
ELF file, the allocated sections that are read-only and those that are writable (.bss included).
Debug information, unwind tables the linker rebuilds (__LD) and symbol tables count in neither.
"""
import struct
import sys

MH_MAGIC_64 = 0xFEEDFACF
LC_SEGMENT_64 = 0x19
SHF_WRITE, SHF_ALLOC = 0x1, 0x2


def macho(data: bytes) -> tuple[int, int]:
    ncmds = struct.unpack_from('<I', data, 16)[0]
    offset, text, rw = 32, 0, 0
    for _ in range(ncmds):
        cmd, size = struct.unpack_from('<II', data, offset)
        if cmd == LC_SEGMENT_64:
            nsects = struct.unpack_from('<I', data, offset + 64)[0]
            for i in range(nsects):
                base = offset + 72 + 80 * i
                segname = data[base + 16:base + 32].split(b'\0', 1)[0].decode()
                sectsize = struct.unpack_from('<Q', data, base + 40)[0]
                if segname == '__TEXT':
                    text += sectsize
                elif segname.startswith('__DATA'):
                    rw += sectsize
        offset += size
    return text, rw


def elf(data: bytes) -> tuple[int, int]:
    shoff = struct.unpack_from('<Q', data, 0x28)[0]
    shentsize, shnum = struct.unpack_from('<HH', data, 0x3A)
    text, rw = 0, 0
    for i in range(shnum):
        base = shoff + i * shentsize
        flags = struct.unpack_from('<Q', data, base + 8)[0]
        size = struct.unpack_from('<Q', data, base + 32)[0]
        if flags & SHF_ALLOC:
            if flags & SHF_WRITE:
                rw += size
            else:
                text += size
    return text, rw


def main() -> int:
    text = rw = 0
    for path in sys.argv[1:]:
        data = open(path, 'rb').read()
        if len(data) >= 4 and struct.unpack_from('<I', data)[0] == MH_MAGIC_64:
            t, d = macho(data)
        elif data[:4] == b'\x7fELF' and data[4] == 2:
            t, d = elf(data)
        else:
            sys.exit(f'size-sections: {path} is neither a 64-bit Mach-O nor a 64-bit ELF file')
        text, rw = text + t, rw + d
    print(text, rw)
    return 0


if __name__ == '__main__':
    sys.exit(main())
