// engine::shaders — the GLSL sources of shaders/, embedded into the binary at build time.
#pragma once

namespace engine::shaders {

extern const char* const cityVERT;
extern const char* const cityFRAG;
extern const char* const worldVERT;

} // namespace engine::shaders
