"""The figures docs/originals.md section J measured on the original's pictures (its Linux
port, 1280 x 720), measured the same way on a PNG of zcity's: Rec.601 luma on 0-255, the share
of pixels of luma 64 or more, 16 x 16 tiles holding 4 such pixels or more, the largest
8-connected blob of luma 230 or more, and the red car lights (R >= 50, G < 0.6 R, B < 0.4 R,
blobs of 2 pixels or more) with how many of them peak under R = 90.

Usage: night_figures.py PICTURE.png...  (prints each picture's figures)
"""
import sys

from png import read_png


def luma(r, g, b):
    return 0.299 * r + 0.587 * g + 0.114 * b


def blobs(mask, width, height):
    """The sizes of mask's 8-connected blobs, and each blob's pixels' indices."""
    seen = bytearray(width * height)
    found = []
    for start in range(width * height):
        if not mask[start] or seen[start]:
            continue
        seen[start] = 1
        stack, pixels = [start], []
        while stack:
            k = stack.pop()
            pixels.append(k)
            x, y = k % width, k // width
            for dy in (-1, 0, 1):
                yy = y + dy
                if yy < 0 or yy >= height:
                    continue
                for dx in (-1, 0, 1):
                    xx = x + dx
                    if 0 <= xx < width:
                        n = yy * width + xx
                        if mask[n] and not seen[n]:
                            seen[n] = 1
                            stack.append(n)
        found.append(pixels)
    return found


def figures(path):
    width, height, rows = read_png(path)
    lumas, reds, red_r = [], bytearray(width * height), [0] * (width * height)
    for y in range(height):
        row = rows[y]
        for x in range(width):
            r, g, b = row[4 * x], row[4 * x + 1], row[4 * x + 2]
            lumas.append(luma(r, g, b))
            if r >= 50 and g < 0.6 * r and b < 0.4 * r:
                reds[y * width + x] = 1
                red_r[y * width + x] = r
    bright = bytearray(1 if v >= 64 else 0 for v in lumas)
    tiles = tiles_lit = 0
    for ty in range(0, height - 15, 16):
        for tx in range(0, width - 15, 16):
            tiles += 1
            count = sum(bright[(ty + dy) * width + tx:(ty + dy) * width + tx + 16].count(1) for dy in range(16))
            tiles_lit += count >= 4
    hot = bytearray(1 if v >= 230 else 0 for v in lumas)
    hot_blobs = blobs(hot, width, height)
    red_blobs = [b for b in blobs(reds, width, height) if len(b) >= 2]
    return {
        "mean_luma": sum(lumas) / len(lumas),
        "share64": 100.0 * sum(bright) / len(lumas),
        "tiles64": 100.0 * tiles_lit / max(1, tiles),
        "largest230": max((len(b) for b in hot_blobs), default=0),
        "blobs230": len(hot_blobs),
        "red_lights": len(red_blobs),
        "red_dim": sum(1 for b in red_blobs if max(red_r[k] for k in b) < 90),
    }


if __name__ == "__main__":
    for path in sys.argv[1:]:
        f = figures(path)
        print("%s: mean luma %.1f, luma>=64 %.2f%%, tiles %.1f%%, largest>=230 %d px (%d blobs), red lights %d (%d under R 90)"
              % (path, f["mean_luma"], f["share64"], f["tiles64"], f["largest230"], f["blobs230"], f["red_lights"],
                 f["red_dim"]))
