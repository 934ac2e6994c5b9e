/* HarfBuzz shapes text (Arabic joining forms, ligatures) over FreeType faces for the Linux
   renderer; Debian's libharfbuzz-dev. */
#include <hb.h>
#include <hb-ft.h>
