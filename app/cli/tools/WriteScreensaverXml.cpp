// zcity_screensaver_xml FILE: writes zcity.xml from the setting table, for the build (one step of
// packaging/Packaging.cmake). One line and exit code 1 when FILE cannot be written.
#include "cli/ScreensaverXml.hpp"

#include <cstdio>
#include <fstream>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: zcity_screensaver_xml FILE\n");
        return 2;
    }
    std::ofstream out(argv[1], std::ios::binary);
    out << app::screensaverXml();
    out.close();
    if (!out) {
        std::fprintf(stderr, "zcity_screensaver_xml: cannot write %s\n", argv[1]);
        return 1;
    }
    return 0;
}
