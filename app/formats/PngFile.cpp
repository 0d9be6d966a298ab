#include "formats/PngFile.hpp"

#include "formats/OutputFile.hpp"

#include <png.h>

#include <cstring>
#include <stdexcept>

namespace app {

std::vector<std::uint8_t> encodePng(const engine::Image& image) {
    // libpng's simplified API: no setjmp, errors come back in the struct.
    png_image png;
    std::memset(&png, 0, sizeof png);
    png.version = PNG_IMAGE_VERSION;
    png.width = static_cast<png_uint_32>(image.width);
    png.height = static_cast<png_uint_32>(image.height);
    png.format = PNG_FORMAT_RGBA;
    const png_int_32 stride = image.width * 4;

    png_alloc_size_t size = 0;
    if (!png_image_write_to_memory(&png, nullptr, &size, 0, image.rgba.data(), stride, nullptr)) {
        throw std::runtime_error(std::string("cannot encode the PNG: ") + png.message);
    }
    std::vector<std::uint8_t> bytes(size);
    if (!png_image_write_to_memory(&png, bytes.data(), &size, 0, image.rgba.data(), stride, nullptr)) {
        throw std::runtime_error(std::string("cannot encode the PNG: ") + png.message);
    }
    bytes.resize(size);
    return bytes;
}

void writePng(const std::string& path, const engine::Image& image) {
    const std::vector<std::uint8_t> bytes = encodePng(image);
    OutputFile file(path);
    file.write(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
    file.commit();
}

} // namespace app
