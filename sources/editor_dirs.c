/* editor_dirs: the folders of VS Code's editors (sources/editor_dirs.h). */
#include "sources/editor_dirs.h"

#include <stdlib.h>
#include <sys/stat.h>

#include "base/text.h"
#include "base/xalloc.h"

/* VS Code's user folder is <the system's folder>/<its product's nameShort>
 * (src/vs/platform/environment/node/userDataPath.ts); "Code - OSS" is the
 * nameShort of a build of microsoft/vscode's own product.json. */
const char *const editor_names[EDITOR_COUNT] = {"Code",	    "Cursor",	       "VSCodium",
						"Windsurf", "Code - Insiders", "Code - OSS"};

size_t editor_dirs(const char *const *editors, size_t ned, const char *sub, bool recursive,
		   struct source_walk *out, size_t max)
{
	const char *h = getenv("HOME"), *xdg = getenv("XDG_CONFIG_HOME");
	if (!h || !*h)
		return 0;
	size_t n = 0;
	struct sbuf b = {0};
	for (size_t i = 0; i < 2 * ned && n < max; i++) {
		sbuf_reset(&b);
		if (i >= ned)
			sbuf_printf(&b, "%s/Library/Application Support/%s", h, editors[i - ned]);
		else if (xdg && *xdg == '/')
			sbuf_printf(&b, "%s/%s", xdg, editors[i]);
		else
			sbuf_printf(&b, "%s/.config/%s", h, editors[i]);
		sbuf_printf(&b, "/User/%s", sub);
		struct stat st;
		if (stat(b.data, &st) == 0 && S_ISDIR(st.st_mode))
			out[n++] = (struct source_walk){xstrdup(b.data), recursive, NULL, 0, 0};
	}
	sbuf_free(&b);
	return n;
}
