/* decode_markdown: markdown memory files read into lines (see
 * decode_markdown.h), and the folders they are found in. */
#include "sources/decode_markdown.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/text.h"

enum { FRONT_MATTER_LINES = 5, CATEGORY_REACH = 3 };

/* Bytes of the White_Space character at s[0..n) (valid UTF-8), or 0. */
static size_t ws_at(const char *s, size_t n)
{
	if (n == 0)
		return 0;
	unsigned char c = (unsigned char)s[0];
	if (c < 0x80)
		return c == ' ' || (c >= 0x09 && c <= 0x0D) ? 1 : 0;
	size_t adv;
	int32_t cp = text_decode(s, n, &adv);
	return cp >= 0 && text_is_space((uint32_t)cp) ? adv : 0;
}

static size_t skip_ws(const char *s, size_t i, size_t n)
{
	size_t k;
	while (i < n && (k = ws_at(s + i, n - i)) > 0)
		i += k;
	return i;
}

/* Whether s[i..n) starts with the ASCII word w, case-insensitively. */
static bool starts_ci(const char *s, size_t i, size_t n, const char *w)
{
	size_t wl = strlen(w);
	return n - i >= wl && strncasecmp(s + i, w, wl) == 0;
}

/* buf[0..len) as valid UTF-8: invalid bytes become U+FFFD. Returns buf
 * itself when it is valid, else b's data. */
static const char *valid_text(const char *buf, size_t len, struct sbuf *b, size_t *out_len)
{
	*out_len = len;
	if (text_valid_utf8(buf, len))
		return buf;
	for (size_t i = 0; i < len;) {
		size_t adv;
		if (text_decode(buf + i, len - i, &adv) < 0)
			sbuf_adds(b, "\xEF\xBF\xBD");
		else
			sbuf_add(b, buf + i, adv);
		i += adv;
	}
	*out_len = b->len;
	return b->len ? b->data : "";
}

/* Whether the line s[0..n) says `private: true` (see the header). */
static bool private_line(const char *s, size_t n)
{
	size_t i = skip_ws(s, 0, n);
	if (!starts_ci(s, i, n, "private"))
		return false;
	i = skip_ws(s, i + 7, n);
	if (i >= n || s[i] != ':')
		return false;
	i = skip_ws(s, i + 1, n);
	char quote = 0;
	if (i < n && (s[i] == '"' || s[i] == '\'')) {
		quote = s[i];
		i++;
	}
	if (starts_ci(s, i, n, "true"))
		i += 4;
	else if (starts_ci(s, i, n, "yes"))
		i += 3;
	else
		return false;
	if (quote) {
		if (i >= n || s[i] != quote)
			return false;
		i++;
	}
	i = skip_ws(s, i, n);
	return i == n || s[i] == '#';
}

static bool private_front_matter(const char *s, size_t n)
{
	size_t start = 0;
	for (int line = 0; line < FRONT_MATTER_LINES && start < n; line++) {
		const char *nl = memchr(s + start, '\n', n - start);
		size_t end = nl ? (size_t)(nl - s) : n;
		if (private_line(s + start, end - start))
			return true;
		start = end + 1;
	}
	return false;
}

/* The length of the private tag at s[i..n) (s[i] == '<'), or 0 when none
 * starts there; *open tells which kind. */
static size_t private_tag(const char *s, size_t i, size_t n, bool *open)
{
	if (starts_ci(s, i, n, "<private")) {
		size_t j = i + 8;
		if (j < n && s[j] == '>') {
			*open = true;
			return j + 1 - i;
		}
		if (ws_at(s + j, n - j) == 0)
			return 0;
		/* Attributes up to the next '>'; without one, everything
		 * after the tag is private. */
		const char *gt = memchr(s + j, '>', n - j);
		*open = true;
		return (gt ? (size_t)(gt - s) + 1 : n) - i;
	}
	if (starts_ci(s, i, n, "</private")) {
		size_t j = skip_ws(s, i + 9, n);
		if (j < n && s[j] == '>') {
			*open = false;
			return j + 1 - i;
		}
	}
	return 0;
}

/* Copies the visible text of s[0..n) into v (n bytes available) and
 * returns its length: private blocks and tags removed, their newlines
 * kept. */
static size_t strip_private(const char *s, size_t n, char *v)
{
	size_t depth = 0, o = 0;
	for (size_t i = 0; i < n;) {
		bool open;
		size_t t = s[i] == '<' ? private_tag(s, i, n, &open) : 0;
		if (t > 0) {
			if (open)
				depth++;
			else if (depth > 0)
				depth--;
			for (size_t k = i; k < i + t; k++)
				if (s[k] == '\n')
					v[o++] = '\n';
			i += t;
			continue;
		}
		if (depth == 0 || s[i] == '\n')
			v[o++] = s[i];
		i++;
	}
	return o;
}

/* The first category tag of the line v[off..off+len): its NAME's offset and
 * length (0: none). */
static size_t find_tag(const char *v, size_t off, size_t len, size_t *name_off)
{
	const char *s = v + off;
	size_t n = len;
	static const char marker[] = "@category:";
	for (size_t i = 0; i + 4 <= n; i++) {
		if (memcmp(s + i, "<!--", 4) != 0)
			continue;
		size_t j = skip_ws(s, i + 4, n);
		if (n - j < sizeof marker - 1 || memcmp(s + j, marker, sizeof marker - 1) != 0)
			continue;
		j = skip_ws(s, j + sizeof marker - 1, n);
		const char *close = memmem(s + j, n - j, "-->", 3);
		if (!close)
			return 0;
		size_t end = (size_t)(close - s);
		/* Trim trailing whitespace: step back over whole characters. */
		size_t e = j;
		for (size_t k = j; k < end;) {
			size_t w = ws_at(s + k, end - k);
			if (w > 0) {
				k += w;
				continue;
			}
			size_t adv;
			text_decode(s + k, end - k, &adv);
			k += adv;
			e = k;
		}
		if (e > j) {
			*name_off = off + j;
			return e - j;
		}
	}
	return 0;
}

static uint64_t count_lines(const char *buf, size_t len)
{
	uint64_t n = 0;
	for (const char *p = buf, *end = buf + len; (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++)
		n++;
	return n + (len > 0 && buf[len - 1] != '\n');
}

/* The lines of the visible text v[0..vn), nlines of them (a last line that
 * is private to its end and unterminated leaves no byte in v; it stays a
 * line, empty), each with its tag's NAME as its label for now. */
static void split_lines(struct text_doc *doc, size_t vn, size_t nlines)
{
	const char *v = doc->text.data ? doc->text.data : "";
	xgrow((void **)&doc->lines, &doc->cap, nlines + 1, sizeof *doc->lines);
	doc->n = nlines;
	for (size_t i = 0, start = 0; i < nlines; i++) {
		const char *nl = start < vn ? memchr(v + start, '\n', vn - start) : NULL;
		size_t end = nl ? (size_t)(nl - v) : vn;
		struct text_line *l = &doc->lines[i];
		*l = (struct text_line){
		    .line = (uint32_t)(i + 1), .off = start, .len = end - start, .asked = true};
		if (l->len > 0 && v[end - 1] == '\r')
			l->len--;
		size_t name_off = 0, name_len = find_tag(v, l->off, l->len, &name_off);
		if (name_len)
			l->label = arena_strndup(&doc->labels, v + name_off, name_len);
		start = end + 1;
	}
}

/* Each line's labels from its tagged neighbours: the nearest tag within
 * reach (above on a tie) as a neighbour of a match; with --category NAME
 * (category), whether NAME is within reach, which labels it as a match. */
static void label_lines(struct text_doc *doc, const char *category)
{
	size_t n = doc->n;
	const char **tag = xcalloc(n + 1, sizeof *tag);
	for (size_t i = 0; i < n; i++)
		tag[i] = doc->lines[i].label;
	for (size_t i = 0; i < n; i++) {
		struct text_line *l = &doc->lines[i];
		l->label = NULL;
		for (size_t d = 0; d <= CATEGORY_REACH && !l->label; d++) {
			if (i >= d && tag[i - d])
				l->label = tag[i - d];
			else if (i + d < n && tag[i + d])
				l->label = tag[i + d];
		}
		l->label_match = l->label;
		if (!category)
			continue;
		l->asked = false;
		size_t from = i >= CATEGORY_REACH ? i - CATEGORY_REACH : 0;
		for (size_t k = from; k < n && k <= i + CATEGORY_REACH && !l->asked; k++)
			l->asked = tag[k] && strcmp(tag[k], category) == 0;
		/* A match is labelled with the name it was kept for, even when
		 * another tag is nearer. */
		l->label_match = category;
	}
	free(tag);
}

int decode_markdown(const char *buf, size_t len, const char *const *opts, struct text_doc *doc)
{
	doc->bytes = len;
	doc->nlines = count_lines(buf, len);
	doc->n = 0;
	doc->skipped = false;
	sbuf_reset(&doc->text);
	arena_reset(&doc->labels);
	if (len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0) {
		buf += 3;
		len -= 3;
	}
	struct sbuf fixed = {0};
	size_t n;
	const char *s = valid_text(buf, len, &fixed, &n);
	if (private_front_matter(s, n)) {
		doc->skipped = true;
		sbuf_free(&fixed);
		return 0;
	}
	xgrow((void **)&doc->text.data, &doc->text.cap, n + 1, 1);
	size_t vn = strip_private(s, n, doc->text.data);
	doc->text.len = vn;
	doc->text.data[vn] = '\0';
	sbuf_free(&fixed);
	split_lines(doc, vn, (size_t)doc->nlines);
	label_lines(doc, opts ? opts[MARKDOWN_OPT_CATEGORY] : NULL);
	return 0;
}

/* path then sub, xmalloc'd: a path in the root folder "/" is "/sub". */
static char *below(const char *path, const char *sub)
{
	struct sbuf b = {0};
	sbuf_printf(&b, "%s%s", strcmp(path, "/") == 0 ? "" : path, sub);
	return b.data;
}

size_t decode_markdown_walks(const char *home, const char *project, const char *const *opts, int64_t now,
			     struct source_walk *out)
{
	size_t n = 0;
	if (!project)
		return 0;
	/* In $HOME itself, .claude/memory is the global memory: --global's. */
	const char *user = getenv("HOME");
	if (!(user && *user && strcmp(project, user) == 0))
		out[n++] = (struct source_walk){below(project, "/.claude/memory"), true, "sessions", 0, 0};
	if (home) {
		/* Claude Code's folder name for a project: every character
		 * outside [A-Za-z0-9] turned into '-'. */
		struct sbuf b = {0};
		sbuf_printf(&b, "%s/projects/", home);
		for (const char *p = project; *p; p++) {
			char c = *p;
			bool keep =
			    (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
			sbuf_addc(&b, keep ? c : '-');
		}
		sbuf_adds(&b, "/memory");
		out[n++] = (struct source_walk){b.data, false, NULL, 0, 0};
	}
	if (home && opts[MARKDOWN_OPT_GLOBAL])
		out[n++] = (struct source_walk){below(home, "/memory"), true, NULL, 0, 0};
	if (opts[MARKDOWN_OPT_SESSIONS])
		out[n++] = (struct source_walk){below(project, "/.claude/memory/sessions"), true, NULL,
						now - 30 * 86400, 0};
	return n;
}
