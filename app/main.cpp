// zcity: a city of boxes grown from one 32-bit seed, after the ZSystem test programs.
// main reads the command line, hands over to the mode it names, and reports any failure the
// same way for every mode: one line on standard error and exit code 1.
#include "cli/Options.hpp"
#include "modes/Modes.hpp"

#include <SDL.h>  // SDL_main on the platforms that need it

#include <cstdio>
#include <exception>
#include <new>
#include <string>
#include <variant>

namespace {

int failure(std::string what) {
    for (char& c : what) {
        if (c == '\n' || c == '\r') c = ' ';  // one line, whatever the message held
    }
    std::fprintf(stderr, "zcity: %s\n", what.c_str());
    return 1;
}

} // namespace

int main(int argc, char** argv) {
    const app::ParseResult parsed = app::parseOptions(argc, argv);
    if (const auto* early = std::get_if<app::EarlyExit>(&parsed)) {
        std::fputs(early->text.c_str(), early->code == 0 ? stdout : stderr);
        if (early->code != 0) std::fputc('\n', stderr);
        return early->code;
    }
    try {
        return app::runMode(std::get<app::Options>(parsed));
    } catch (const std::bad_alloc&) {
        return failure("out of memory");
    } catch (const std::exception& e) {
        return failure(e.what());
    }
}
