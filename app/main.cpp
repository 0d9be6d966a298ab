// zcity: a city of boxes grown from one 32-bit seed, after the ZSystem test programs.
// main reads the command line, hands over to the mode it names, and reports any failure the
// same way for every mode: one line on standard error and exit code 1 (2 for a usage error).
#include "cli/Options.hpp"
#include "cli/ScreensaverFile.hpp"
#include "platform/ProcessMemory.hpp"
#include "platform/SettingsFile.hpp"
#include "modes/Modes.hpp"
#include "formats/Interrupt.hpp"

#include <SDL.h>  // SDL_main on the platforms that need it

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <exception>
#include <new>
#include <string>
#include <variant>
#include <vector>

namespace {

// One line, whatever the message held: a control character (a newline in a file name, say)
// is shown escaped, as \n, \r or \xNN.
std::string oneLine(const std::string& text) {
    std::string line;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '\n') {
            line += "\\n";
        } else if (c == '\r') {
            line += "\\r";
        } else if (byte < 0x20 || byte == 0x7F) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\x%02X", byte);
            line += escaped;
        } else {
            line += c;
        }
    }
    return line;
}

int failure(const std::string& what) {
    std::fprintf(stderr, "zcity: %s\n", oneLine(what).c_str());
    return 1;
}

int standardOutputFailure() { return failure(std::string("cannot write to standard output: ") + std::strerror(errno)); }

// What a mode was doing, for the line that says it ran out of memory, and what to try.
std::string job(const app::Options& o) {
    const std::string grid = o.scene.grid > 1 ? " (--grid " + std::to_string(o.scene.grid) + "); try a smaller --grid" : "";
    switch (o.mode) {
    case app::Mode::viewer: return "running the window";
    case app::Mode::stats: return "counting the boxes" + grid;
    case app::Mode::dumpBoxes: return "writing the boxes to " + o.output.path + grid;
    case app::Mode::screenshot: return "rendering " + o.output.path + (o.world.enabled ? "; try a smaller --view-distance" : grid);
    case app::Mode::height: return "working out a height";
    case app::Mode::flightLog: return "flying the world; try a smaller --cache-budget";
    case app::Mode::exportMesh: return "exporting " + o.output.path + grid;
    case app::Mode::plan: return "drawing the plan " + o.output.path + grid;
    case app::Mode::screensaverSettings: return "showing the screensaver's settings";
    }
    return "working";
}

// zcity's own screensaver (--screensaver, Windows' /s and /p) and its settings dialogue, with
// what the dialogue saved in screensaver.ini where the command line says nothing: a line that
// cannot be taken is skipped with a note, never an exit.
app::ParseResult withScreensaverFile(app::ParseResult parsed) {
    auto* options = std::get_if<app::Options>(&parsed);
    if (!options || !options->useSettings) return parsed;
    const bool ours = options->screensaver && (options->host.kind == app::ScreensaverHost::Kind::none ||
                                               options->host.kind == app::ScreensaverHost::Kind::windowsPreview);
    if (!ours && options->mode != app::Mode::screensaverSettings) return parsed;
    const std::string path = app::settingsPath("screensaver.ini");
    const app::SettingsText file = app::readSettingsText(path);
    if (!file.warning.empty()) std::fprintf(stderr, "zcity: %s\n", oneLine(file.warning).c_str());
    for (const std::string& note : app::applyScreensaverFile(file.text, *options)) {
        std::fprintf(stderr, "zcity: skipping in %s %s\n", path.c_str(), oneLine(note).c_str());
    }
    return parsed;
}

} // namespace

int main(int argc, char** argv) {
    app::relaunchWithHugePages(argv);  // first: it starts this process again where it helps
    app::shareOneArenaUnderAddressLimit();  // before any thread, the driver's included
    const app::ParseResult parsed = withScreensaverFile(app::parseOptions(argc, argv));
    if (const auto* early = std::get_if<app::EarlyExit>(&parsed)) {
        if (early->code != 0) {
            std::fprintf(stderr, "%s\n", oneLine(early->text).c_str());
            return early->code;
        }
        if (std::fputs(early->text.c_str(), stdout) < 0 || std::fflush(stdout) != 0) return standardOutputFailure();
        return 0;
    }
    const auto& options = std::get<app::Options>(parsed);
    app::removeTemporariesOnCrash();  // a driver's crash leaves no half-written file and says so
    if (options.mode != app::Mode::viewer || options.host.kind != app::ScreensaverHost::Kind::none) {
        // Ctrl+C and SIGTERM end a headless mode at once, its temporary files removed. SDL
        // would turn them into a quit event that no headless mode reads. In a screensaver
        // host's window too: xscreensaver ends its hack with SIGTERM and expects it gone at
        // once, not after the city being built or the frame being drawn (it saves nothing).
        app::exitOnInterrupt();
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
    } else {
        // The window: SDL turns Ctrl+C and SIGTERM into a quit, and the settings are saved; a
        // closed terminal (SIGHUP) ended it without saving them.
        app::quitOnHangup();
    }
    // For tests: a signal sent after this line is handled, so a test waits for it, not a guess.
    if (options.debugState && std::printf("note: signals handled\n") > 0) std::fflush(stdout);
    try {
        const int code = app::runMode(options);
        // What stdio still holds for standard output goes now, so a failure to write it shows.
        const bool written = std::fflush(stdout) == 0 && !std::ferror(stdout);
        if (options.mode != app::Mode::viewer && !written) return standardOutputFailure();
        return code;
    } catch (const app::UsageError& e) {
        std::fprintf(stderr, "%s\n", oneLine(e.what()).c_str());  // as parseOptions's usage errors
        return app::kUsageError;
    } catch (const std::bad_alloc&) {
        return failure("out of memory: " + job(options));
    } catch (const std::exception& e) {
        return failure(e.what());
    }
}
