// engine::shaders — the GLSL sources of shaders/, embedded into the binary at build time.
#pragma once

namespace engine::shaders {

extern const char* const boxesVERT;
extern const char* const boxesFRAG;
extern const char* const meshVERT;
extern const char* const meshFRAG;

} // namespace engine::shaders
