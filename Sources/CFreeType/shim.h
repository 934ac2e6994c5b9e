#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_STROKER_H
#include FT_GLYPH_H
#include FT_IMAGE_H
#include <wchar.h>  /* wmemset: the rasterizer's 32-bit fills */

/* FreeType's error message for a code (FT_Error_String needs a build option most
   distributions leave off, so the table is generated here from fterrdef.h). */
static inline const char *rk_ft_error_string(int code) {
    switch (code & 0xFF) {
#undef FTERRORS_H_
#undef FT_ERR_PROTOS_DEFINED
#define FT_ERRORDEF( e, v, s )  case v: return s;
#define FT_ERROR_START_LIST
#define FT_ERROR_END_LIST
#include FT_ERRORS_H
    default: return "unknown FreeType error";
    }
}
