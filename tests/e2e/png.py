"""A small PNG reader for the tests: 8-bit RGB or RGBA, not interlaced (what zcity writes).

Written here so the tests check zcity's pictures with code that shares nothing with it.
"""
import struct
import zlib


def read_png(path):
    """Returns (width, height, rows), rows a list of bytes objects of RGBA pixels."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path} is not a PNG")
    pos, chunks, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace != 0:
        raise ValueError(f"unsupported PNG: depth {depth}, colour type {colour}, interlace {interlace}")
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        previous = line
        if channels == 3:
            line = bytearray(b"".join(bytes(line[i:i + 3]) + b"\xff" for i in range(0, stride, 3)))
        rows.append(bytes(line))
    return width, height, rows


def compare(path_a, path_b):
    """(pixels differing at all, pixels differing by more than one level, pixels) between two
    pictures; pictures of different sizes differ everywhere."""
    width, height, a = read_png(path_a)
    width_b, height_b, b = read_png(path_b)
    if (width, height) != (width_b, height_b):
        return width * height, width * height, width * height
    differ = big = 0
    for row_a, row_b in zip(a, b):
        if row_a == row_b:
            continue
        for i in range(0, width * 4, 4):
            d = max(abs(row_a[i + c] - row_b[i + c]) for c in range(3))
            differ += d > 0
            big += d > 1
    return differ, big, width * height
