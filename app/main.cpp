// zcity: a city of boxes grown from one 32-bit seed, after the ZSystem test programs.
// main reads the command line and hands over to the mode it names.
#include "Commands.hpp"
#include "Flight.hpp"
#include "MeshExport.hpp"
#include "Options.hpp"
#include "Screenshot.hpp"
#include "Viewer.hpp"

#include <SDL.h>  // SDL_main on the platforms that need it

#include <cstdio>
#include <variant>

int main(int argc, char** argv) {
    const app::ParseResult parsed = app::parseOptions(argc, argv);
    if (const auto* early = std::get_if<app::EarlyExit>(&parsed)) {
        std::fputs(early->text.c_str(), early->code == 0 ? stdout : stderr);
        if (early->code != 0) std::fputc('\n', stderr);
        return early->code;
    }
    const app::Options& options = std::get<app::Options>(parsed);
    switch (options.mode) {
    case app::Mode::viewer: return app::runViewer(options);
    case app::Mode::stats: return app::runStats(options);
    case app::Mode::dumpBoxes: return app::runDumpBoxes(options);
    case app::Mode::screenshot: return app::runScreenshot(options);
    case app::Mode::height: return app::runHeight(options);
    case app::Mode::flight: return app::runFlight(options);
    case app::Mode::exportMesh: return app::runExport(options);
    case app::Mode::plan: return app::runPlan(options);
    }
    return 1;
}
