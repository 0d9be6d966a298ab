"""What an X window shows, read from the X server itself (XGetImage through ctypes and libX11),
so a test sees the pixels a person sees: the window's picture, not the program's own copy.

Written for the window tests under Xvfb (24-bit TrueColor, 32 bits a pixel, no compositor).
"""
import ctypes
import ctypes.util

_ZPIXMAP = 2
_ALL_PLANES = 0xFFFFFFFF


class _XImage(ctypes.Structure):
    # The start of Xlib's XImage, up to the masks: enough to read a ZPixmap's pixels.
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.POINTER(ctypes.c_ubyte)),
                ("byte_order", ctypes.c_int), ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int),
                ("bitmap_pad", ctypes.c_int), ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int),
                ("bits_per_pixel", ctypes.c_int), ("red_mask", ctypes.c_ulong), ("green_mask", ctypes.c_ulong),
                ("blue_mask", ctypes.c_ulong)]


def _xlib():
    name = ctypes.util.find_library("X11") or "libX11.so.6"
    x = ctypes.CDLL(name)
    x.XOpenDisplay.restype = ctypes.c_void_p
    x.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x.XGetImage.restype = ctypes.POINTER(_XImage)
    x.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                            ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
    x.XDestroyImage = None  # a macro in Xlib: the image's own destroy function is called below
    x.XCloseDisplay.argtypes = [ctypes.c_void_p]
    x.XFree.argtypes = [ctypes.c_void_p]
    return x


def window_rgba(display, window, width, height):
    """The window's top-left width x height pixels as (width, height, rows of RGBA bytes), the
    shape png.read_png returns."""
    x = _xlib()
    connection = x.XOpenDisplay(display.encode())
    if not connection:
        raise RuntimeError(f"cannot open display {display}")
    try:
        image = x.XGetImage(connection, int(window), 0, 0, width, height, _ALL_PLANES, _ZPIXMAP)
        if not image:
            raise RuntimeError(f"XGetImage failed for window {window}")
        img = image.contents
        if img.bits_per_pixel != 32:
            raise RuntimeError(f"{img.bits_per_pixel} bits a pixel; the test reads 32")
        stride = img.bytes_per_line
        raw = ctypes.string_at(img.data, stride * img.height)
        shifts = [(mask & -mask).bit_length() - 1 for mask in (img.red_mask, img.green_mask, img.blue_mask)]
        rows = []
        for y in range(img.height):
            line = raw[y * stride:y * stride + 4 * img.width]
            out = bytearray(4 * img.width)
            for i in range(img.width):
                pixel = int.from_bytes(line[4 * i:4 * i + 4], "little" if img.byte_order == 0 else "big")
                out[4 * i:4 * i + 4] = bytes(((pixel >> shifts[0]) & 255, (pixel >> shifts[1]) & 255,
                                              (pixel >> shifts[2]) & 255, 255))
            rows.append(bytes(out))
        size = (img.width, img.height)
        # XDestroyImage is a macro over the image's own function table: free the data and the struct.
        x.XFree(img.data)
        x.XFree(image)
        return size[0], size[1], rows
    finally:
        x.XCloseDisplay(connection)


def differing(a, b, levels=8):
    """The fraction of pixels whose R, G or B differ by more than `levels` between two pictures of
    one size (width, height, rows)."""
    width, height, rows_a = a
    _, _, rows_b = b
    off = 0
    for y in range(height):
        ra, rb = rows_a[y], rows_b[y]
        for i in range(0, 4 * width, 4):
            if abs(ra[i] - rb[i]) > levels or abs(ra[i + 1] - rb[i + 1]) > levels or abs(ra[i + 2] - rb[i + 2]) > levels:
                off += 1
    return off / (width * height)
