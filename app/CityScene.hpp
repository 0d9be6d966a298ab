// app::bakeCityScene — the city (or grid) for a seed and variant, grown and baked for upload.
// CPU only: the window code uploads the vertices.
#pragma once

#include "CityStats.hpp"

#include "engine/BoxMesh.hpp"
#include "zsystem/Variant.hpp"

#include <cstdint>
#include <vector>

namespace app {

struct CityScene {
    CityStats stats;
    std::vector<engine::Vertex> vertices;
    double generateMs = 0;  // how long growing the boxes took
    double bakeMs = 0;      // how long baking them took
};

CityScene bakeCityScene(std::uint32_t seed, zs::Variant variant, int grid);

} // namespace app
