// engine::shaders — the GLSL sources of shaders/, embedded into the binary at build time.
#pragma once

namespace engine::shaders {

extern const char* const boxesVERT;
extern const char* const boxesFRAG;
extern const char* const meshVERT;
extern const char* const meshFRAG;
extern const char* const nightVERT;
extern const char* const nightFRAG;
extern const char* const bloomVERT;
extern const char* const bloomFRAG;
extern const char* const crushVERT;
extern const char* const crushFRAG;
extern const char* const dayskyVERT;
extern const char* const dayskyFRAG;

} // namespace engine::shaders
