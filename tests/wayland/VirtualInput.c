/* zcity_virtual_input: a mouse and a keyboard for the Wayland tests. It joins the compositor's
 * seat as a virtual pointer (wlroots' zwlr_virtual_pointer_v1) and a virtual keyboard
 * (zwp_virtual_keyboard_v1, with the US layout), which sway offers, and stays there: the seat has
 * one keyboard and one pointer for the whole test, as a desktop has. (A keyboard per key, as
 * `wtype` makes, leaves the seat without one when it goes, and SDL 2.26 then crashes on the next
 * client's first key: a modifiers event before any keymap.) Lines on its standard input:
 *   move DX DY      relative motion (what a locked pointer, SDL's relative mouse mode, receives)
 *   press BUTTON    a Linux button code: 272 left, 273 right, 274 middle
 *   release BUTTON
 *   wheel STEPS     vertical steps, positive down
 *   key CODE        a Linux key code (1 Escape, 17 W, 57 space, 61 F3), pressed and released
 *   down CODE       pressed and held
 *   up CODE         released
 * After each line it waits for the compositor to have it (a round trip) and prints "ok", so a
 * test knows the event is sent before it looks for its effect. Without the interfaces it says so
 * and exits 1.
 *
 * The protocols' interfaces are described here by hand (their names, requests and argument
 * signatures, in the order the protocols define them), so the test needs no protocol file and no
 * wayland-scanner: only libwayland-client, and libxkbcommon for the keymap's text. */
#define _GNU_SOURCE  /* memfd_create */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/mman.h>
#include <unistd.h>
#include <wayland-client.h>
#include <xkbcommon/xkbcommon.h>

static const struct wl_interface pointer_interface;
static const struct wl_interface *no_types[8];
static const struct wl_interface *create_types[] = {&wl_seat_interface, &pointer_interface};

/* zwlr_virtual_pointer_v1's requests, in the protocol's order (the order is the opcode). */
enum { MOTION, MOTION_ABSOLUTE, BUTTON, AXIS, FRAME, AXIS_SOURCE, AXIS_STOP, AXIS_DISCRETE, DESTROY };
static const struct wl_message pointer_requests[] = {
    {"motion", "uff", no_types},       {"motion_absolute", "uuuuu", no_types},
    {"button", "uuu", no_types},       {"axis", "uuf", no_types},
    {"frame", "", no_types},           {"axis_source", "u", no_types},
    {"axis_stop", "uu", no_types},     {"axis_discrete", "uufi", no_types},
    {"destroy", "", no_types},
};
static const struct wl_interface pointer_interface = {"zwlr_virtual_pointer_v1", 1, 9, pointer_requests, 0, NULL};
static const struct wl_message manager_requests[] = {{"create_virtual_pointer", "?on", create_types}};
static const struct wl_interface manager_interface = {"zwlr_virtual_pointer_manager_v1", 1, 1, manager_requests, 0, NULL};

static const struct wl_interface keyboard_interface;
static const struct wl_interface *keyboard_create_types[] = {&wl_seat_interface, &keyboard_interface};
/* zwp_virtual_keyboard_v1's requests, in the protocol's order. */
enum { KEYMAP, KEY, MODIFIERS, KEYBOARD_DESTROY };
static const struct wl_message keyboard_requests[] = {
    {"keymap", "uhu", no_types}, {"key", "uuu", no_types}, {"modifiers", "uuuu", no_types}, {"destroy", "", no_types},
};
static const struct wl_interface keyboard_interface = {"zwp_virtual_keyboard_v1", 1, 4, keyboard_requests, 0, NULL};
static const struct wl_message keyboard_manager_requests[] = {{"create_virtual_keyboard", "on", keyboard_create_types}};
static const struct wl_interface keyboard_manager_interface = {"zwp_virtual_keyboard_manager_v1", 1, 1,
                                                               keyboard_manager_requests, 0, NULL};

struct globals {
    struct wl_proxy *manager;
    struct wl_proxy *keyboard_manager;
    struct wl_seat *seat;
};

static void announce(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    struct globals *found = data;
    (void)version;
    if (strcmp(interface, manager_interface.name) == 0)
        found->manager = wl_registry_bind(registry, name, &manager_interface, 1);
    else if (strcmp(interface, keyboard_manager_interface.name) == 0)
        found->keyboard_manager = wl_registry_bind(registry, name, &keyboard_manager_interface, 1);
    else if (strcmp(interface, "wl_seat") == 0 && !found->seat)
        found->seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
}
static void withdraw(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data, (void)registry, (void)name;
}
static const struct wl_registry_listener registry_listener = {announce, withdraw};

static uint32_t now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint32_t)(t.tv_sec * 1000 + t.tv_nsec / 1000000);
}

/* The keyboard's keymap, xkbcommon's US layout as text in a memory file the compositor maps. */
static int send_keymap(struct wl_proxy *keyboard) {
    struct xkb_context *context = xkb_context_new(XKB_CONTEXT_NO_FLAGS);
    struct xkb_rule_names names = {"evdev", "pc105", "us", "", ""};
    struct xkb_keymap *keymap = context ? xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS) : NULL;
    char *text = keymap ? xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1) : NULL;
    int fd = text ? memfd_create("zcity-keymap", MFD_CLOEXEC) : -1;
    const size_t size = text ? strlen(text) + 1 : 0;  /* the compositor reads it as a C string */
    const int written = fd >= 0 && write(fd, text, size) == (ssize_t)size;
    if (written)
        wl_proxy_marshal(keyboard, KEYMAP, (uint32_t)XKB_KEYMAP_FORMAT_TEXT_V1, fd, (uint32_t)size);
    if (fd >= 0)
        close(fd);
    free(text);
    xkb_keymap_unref(keymap);
    xkb_context_unref(context);
    return written;
}

static void send_key(struct wl_proxy *keyboard, unsigned code, unsigned pressed) {
    wl_proxy_marshal(keyboard, KEY, now_ms(), code, pressed);
}

/* One line of input sent as the pointer's or the keyboard's events; 0 when not understood. */
static int send_line(struct wl_proxy *pointer, struct wl_proxy *keyboard, const char *line) {
    double dx, dy;
    unsigned button, code;
    int steps;
    if (sscanf(line, "key %u", &code) == 1) {
        send_key(keyboard, code, 1);
        send_key(keyboard, code, 0);
        return 1;
    }
    if (sscanf(line, "down %u", &code) == 1 || sscanf(line, "up %u", &code) == 1) {
        send_key(keyboard, code, line[0] == 'd');
        return 1;
    }
    if (sscanf(line, "move %lf %lf", &dx, &dy) == 2)
        wl_proxy_marshal(pointer, MOTION, now_ms(), wl_fixed_from_double(dx), wl_fixed_from_double(dy));
    else if (sscanf(line, "press %u", &button) == 1)
        wl_proxy_marshal(pointer, BUTTON, now_ms(), button, 1u);
    else if (sscanf(line, "release %u", &button) == 1)
        wl_proxy_marshal(pointer, BUTTON, now_ms(), button, 0u);
    else if (sscanf(line, "wheel %d", &steps) == 1)
        wl_proxy_marshal(pointer, AXIS_DISCRETE, now_ms(), 0u, wl_fixed_from_int(15 * steps), steps);
    else
        return 0;
    wl_proxy_marshal(pointer, FRAME);
    return 1;
}

int main(void) {
    struct wl_display *display = wl_display_connect(NULL);
    if (!display) {
        fprintf(stderr, "zcity_virtual_input: no Wayland display (WAYLAND_DISPLAY)\n");
        return 1;
    }
    struct globals found = {0};
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, &found);
    wl_display_roundtrip(display);
    if (!found.manager || !found.keyboard_manager || !found.seat) {
        fprintf(stderr, "zcity_virtual_input: the compositor offers no %s\n",
                found.manager ? keyboard_manager_interface.name : manager_interface.name);
        return 1;
    }
    struct wl_proxy *pointer =
        wl_proxy_marshal_constructor(found.manager, 0, &pointer_interface, found.seat, NULL);
    struct wl_proxy *keyboard =
        wl_proxy_marshal_constructor(found.keyboard_manager, 0, &keyboard_interface, found.seat, NULL);
    if (!send_keymap(keyboard)) {
        fprintf(stderr, "zcity_virtual_input: xkbcommon made no US keymap\n");
        return 1;
    }
    wl_display_roundtrip(display);
    printf("ready\n");
    fflush(stdout);
    char line[128];
    while (fgets(line, sizeof line, stdin)) {
        if (!send_line(pointer, keyboard, line)) {
            fprintf(stderr, "zcity_virtual_input: not understood: %s", line);
            return 2;
        }
        if (wl_display_roundtrip(display) < 0) {
            fprintf(stderr, "zcity_virtual_input: the compositor went away\n");
            return 1;
        }
        printf("ok\n");
        fflush(stdout);
    }
    wl_proxy_marshal(keyboard, KEYBOARD_DESTROY);
    wl_proxy_destroy(keyboard);
    wl_proxy_marshal(pointer, DESTROY);
    wl_proxy_destroy(pointer);
    wl_display_disconnect(display);
    return 0;
}
