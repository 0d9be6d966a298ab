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


def window_rgba(display, window, width, height, left=0, top=0):
    """The window's width x height pixels from (left, top) as (width, height, rows of RGBA bytes),
    the shape png.read_png returns."""
    x = _xlib()
    connection = x.XOpenDisplay(display.encode())
    if not connection:
        raise RuntimeError(f"cannot open display {display}")
    try:
        image = x.XGetImage(connection, int(window), left, top, width, height, _ALL_PLANES, _ZPIXMAP)
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


class _XWindowAttributes(ctypes.Structure):
    # Xlib's XWindowAttributes, whole: XGetWindowAttributes writes all of it.
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int), ("height", ctypes.c_int),
                ("border_width", ctypes.c_int), ("depth", ctypes.c_int), ("visual", ctypes.c_void_p),
                ("root", ctypes.c_ulong), ("class_", ctypes.c_int), ("bit_gravity", ctypes.c_int),
                ("win_gravity", ctypes.c_int), ("backing_store", ctypes.c_int), ("backing_planes", ctypes.c_ulong),
                ("backing_pixel", ctypes.c_ulong), ("save_under", ctypes.c_int), ("colormap", ctypes.c_ulong),
                ("map_installed", ctypes.c_int), ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
                ("your_event_mask", ctypes.c_long), ("do_not_propagate_mask", ctypes.c_long),
                ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p)]


_IS_VIEWABLE = 2


def _xlib_windows():
    x = _xlib()
    x.XDefaultRootWindow.restype = ctypes.c_ulong
    x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    x.XCreateSimpleWindow.restype = ctypes.c_ulong
    x.XCreateSimpleWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                                      ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_ulong]
    x.XMapWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
    x.XDestroyWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
    x.XMatchVisualInfo.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                                   ctypes.POINTER(_XVisualInfo)]
    x.XCreateColormap.restype = ctypes.c_ulong
    x.XCreateColormap.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_void_p, ctypes.c_int]
    x.XCreateWindow.restype = ctypes.c_ulong
    x.XCreateWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                                ctypes.c_uint, ctypes.c_uint, ctypes.c_int, ctypes.c_uint, ctypes.c_void_p,
                                ctypes.c_ulong, ctypes.POINTER(_XSetWindowAttributes)]
    x.XResizeWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_uint, ctypes.c_uint]
    x.XMoveWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int]
    x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
    x.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                             ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)),
                             ctypes.POINTER(ctypes.c_uint)]
    x.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(_XWindowAttributes)]
    return x


def root_window(display):
    """The display's root window id."""
    x = _xlib_windows()
    connection = x.XOpenDisplay(display.encode())
    if not connection:
        raise RuntimeError(f"cannot open display {display}")
    try:
        return x.XDefaultRootWindow(connection)
    finally:
        x.XCloseDisplay(connection)


def viewable_top_level_windows(display):
    """The ids of the root window's children that are mapped and viewable: the windows a person
    could see, whoever made them."""
    x = _xlib_windows()
    connection = x.XOpenDisplay(display.encode())
    if not connection:
        raise RuntimeError(f"cannot open display {display}")
    try:
        root, parent = ctypes.c_ulong(), ctypes.c_ulong()
        children, count = ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_uint()
        if not x.XQueryTree(connection, x.XDefaultRootWindow(connection), ctypes.byref(root), ctypes.byref(parent),
                            ctypes.byref(children), ctypes.byref(count)):
            raise RuntimeError("XQueryTree failed")
        ids = [children[i] for i in range(count.value)]
        if children:
            x.XFree(children)
        viewable = []
        for window in ids:
            attributes = _XWindowAttributes()
            if x.XGetWindowAttributes(connection, window, ctypes.byref(attributes)) and \
                    attributes.map_state == _IS_VIEWABLE:
                viewable.append(window)
        return viewable
    finally:
        x.XCloseDisplay(connection)


class _XVisualInfo(ctypes.Structure):
    _fields_ = [("visual", ctypes.c_void_p), ("visualid", ctypes.c_ulong), ("screen", ctypes.c_int),
                ("depth", ctypes.c_int), ("class_", ctypes.c_int), ("red_mask", ctypes.c_ulong),
                ("green_mask", ctypes.c_ulong), ("blue_mask", ctypes.c_ulong), ("colormap_size", ctypes.c_int),
                ("bits_per_rgb", ctypes.c_int)]


class _XSetWindowAttributes(ctypes.Structure):
    _fields_ = [("background_pixmap", ctypes.c_ulong), ("background_pixel", ctypes.c_ulong),
                ("border_pixmap", ctypes.c_ulong), ("border_pixel", ctypes.c_ulong), ("bit_gravity", ctypes.c_int),
                ("win_gravity", ctypes.c_int), ("backing_store", ctypes.c_int), ("backing_planes", ctypes.c_ulong),
                ("backing_pixel", ctypes.c_ulong), ("save_under", ctypes.c_int), ("event_mask", ctypes.c_long),
                ("do_not_propagate_mask", ctypes.c_long), ("override_redirect", ctypes.c_int),
                ("colormap", ctypes.c_ulong), ("cursor", ctypes.c_ulong)]


_TRUE_COLOR, _INPUT_OUTPUT = 4, 1
_CW_BACK_PIXEL, _CW_BORDER_PIXEL, _CW_COLORMAP = 1 << 1, 1 << 3, 1 << 13


class PlainWindow:
    """A plain mapped X window of the test's own, as xscreensaver makes for its hack; it lives
    until the block ends (its connection closes with it). depth=32: a 32-bit TrueColor visual
    (with alpha), as xscreensaver 6 gives its hacks; 24: the screen's default."""

    def __init__(self, display, width, height, depth=24):
        self.display, self.width, self.height, self.depth = display, width, height, depth

    def __enter__(self):
        self.x = _xlib_windows()
        self.connection = self.x.XOpenDisplay(self.display.encode())
        if not self.connection:
            raise RuntimeError(f"cannot open display {self.display}")
        root = self.x.XDefaultRootWindow(self.connection)
        if self.depth == 24:
            self.id = self.x.XCreateSimpleWindow(self.connection, root, 0, 0, self.width, self.height, 0, 0, 0)
        else:
            info = _XVisualInfo()
            if not self.x.XMatchVisualInfo(self.connection, 0, self.depth, _TRUE_COLOR, ctypes.byref(info)):
                raise RuntimeError(f"no {self.depth}-bit TrueColor visual")
            attributes = _XSetWindowAttributes()
            attributes.colormap = self.x.XCreateColormap(self.connection, root, info.visual, 0)
            self.id = self.x.XCreateWindow(self.connection, root, 0, 0, self.width, self.height, 0, self.depth,
                                           _INPUT_OUTPUT, info.visual, _CW_BACK_PIXEL | _CW_BORDER_PIXEL | _CW_COLORMAP,
                                           ctypes.byref(attributes))
        self.x.XMapWindow(self.connection, self.id)
        self.x.XSync(self.connection, 0)
        return self

    def resize(self, width, height):
        self.x.XResizeWindow(self.connection, self.id, width, height)
        self.x.XSync(self.connection, 0)

    def move(self, left, top):
        self.x.XMoveWindow(self.connection, self.id, left, top)
        self.x.XSync(self.connection, 0)

    def destroy(self):
        """Destroys the window now, as xscreensaver destroys its hack's (the block's end closes the rest)."""
        if self.id:
            self.x.XDestroyWindow(self.connection, self.id)
            self.x.XSync(self.connection, 0)
            self.id = 0

    def __exit__(self, *exc):
        self.destroy()
        self.x.XCloseDisplay(self.connection)
