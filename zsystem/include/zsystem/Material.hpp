// zs::Material — what a box is: a street, a block's slab, a building's walls, a roof's cubes...
//
// The object functions know what each box they emit is for; the material keeps that, so a later
// look (lit windows on walls, black roofs, street lights) can treat each kind of box its own way
// without guessing from sizes or colours. The seeds drew every box the same, so the material
// never changes a box's place, size or colour. Pure names; no I/O.
#pragma once

#include <cstdint>
#include <string_view>

namespace zs {

enum class Material : std::uint8_t {
    generic = 0,   // a box with no particular role (one made by hand, say)
    street,        // the square where a suburb's two cuts cross
    blockBase,     // the slab a block's buildings stand on
    buildingBody,  // a building's walls: plain, roof-grid, striped, or a tier of a stacked tower
    roofGridCube,  // one of the small cubes of a roof grid
    roofStripe,    // one of a striped building's roof strips
    axisBar,       // zterrain's red, green and blue axis bars
    terrainCube,   // zterrain's yellow cubes, its stand-in for the terrain
    nightBlack,    // Pixel City: a black cap, ledge, slab, plinth or foundation
    acUnit,        // Pixel City: a roof's air-conditioning box (black)
    antenna,       // Pixel City: a roof's lattice antenna (black)
    trim,          // Pixel City: a lit trim line or post on a roof, in the building's trim colour
};

constexpr int kMaterialCount = 12;

constexpr std::string_view materialName(Material m) noexcept {
    switch (m) {
    case Material::generic: return "generic";
    case Material::street: return "street";
    case Material::blockBase: return "block-base";
    case Material::buildingBody: return "building-body";
    case Material::roofGridCube: return "roof-grid-cube";
    case Material::roofStripe: return "roof-stripe";
    case Material::axisBar: return "axis-bar";
    case Material::terrainCube: return "terrain-cube";
    case Material::nightBlack: return "night-black";
    case Material::acUnit: return "ac-unit";
    case Material::antenna: return "antenna";
    case Material::trim: return "trim";
    }
    return "generic";
}

} // namespace zs
