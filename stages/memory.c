/* memory: markdown memory files (docs/reference.md §9). memory_scan turns one
 * whole file into the lines to print.
 *
 * memory_scan works in passes over copies of the file, so that nothing
 * private can leak into a later step:
 *   1. a UTF-8 BOM at the start is skipped; invalid UTF-8 bytes become
 *      U+FFFD (so every later step sees valid UTF-8, and removing a block
 *      can never join two stray bytes into a character);
 *   2. front matter: when one of the first 5 lines is, case-insensitively,
 *      `\s*private\s*:\s*(["']?)(true|yes)\1\s*(#.*)?` the file is skipped
 *      whole (bytes and lines counted, nothing else);
 *   3. private blocks are removed: an opening tag is `<private` followed by
 *      `>`, or by whitespace and anything up to the next `>` (over newlines;
 *      with no `>` left, the tag runs to the end of the file); a closing tag
 *      is `</private`, optional whitespace, `>`; tags are case-insensitive.
 *      Blocks nest (text is visible only at depth 0); a closing tag at depth
 *      0 is removed and changes nothing; tags are never visible. Newlines
 *      inside tags and blocks stay, so line numbers are the file's;
 *   4. lines split on `\n`, a trailing `\r` dropped; each non-empty visible
 *      line is matched; category tags `<!--\s*@category:\s*NAME\s*-->`
 *      (marker case-sensitive, NAME trimmed and non-empty, the first tag of
 *      a line counts) are found on visible text only;
 *   5. with --category, a match is kept only when a tag within 3 lines
 *      (and is then labelled with NAME)
 *      (either side, same line included) is NAME byte for byte; -B/-A add
 *      the lines around each kept match as context.
 * Whitespace is Unicode White_Space (docs/reference.md §0).
 *
 * The lines are printed by format_memory (stages/output/format.h): a file is a
 * session of the output formats, its lines are their messages. */
#include "stages/memory.h"

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

struct vline {
	size_t off, len;	 /* visible text, no newline nor trailing \r */
	size_t tag_off, tag_len; /* category NAME, when tag_len > 0 */
	const char *tag_name;	 /* NAME in f->arena, made when first needed */
	int64_t first_cp;
	enum { L_NONE, L_CONTEXT, L_MATCH } mark;
};

/* Finds the first category tag of line l (text v). */
static void find_tag(const char *v, struct vline *l)
{
	const char *s = v + l->off;
	size_t n = l->len;
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
			return;
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
			l->tag_off = l->off + j;
			l->tag_len = e - j;
			return;
		}
	}
}

static const char *tag_name(struct mem_file *f, const char *v, struct vline *l)
{
	if (!l->tag_name)
		l->tag_name = arena_strndup(&f->arena, v + l->tag_off, l->tag_len);
	return l->tag_name;
}

/* The nearest tagged line within reach of line i (above on a tie). */
static struct vline *nearest_tag(struct vline *lines, size_t nlines, size_t i)
{
	for (size_t d = 0; d <= CATEGORY_REACH; d++) {
		if (i >= d && lines[i - d].tag_len > 0)
			return &lines[i - d];
		if (i + d < nlines && lines[i + d].tag_len > 0)
			return &lines[i + d];
	}
	return NULL;
}

static bool has_category(const struct vline *lines, size_t nlines, size_t i, const char *v, const char *name)
{
	size_t nl = strlen(name);
	size_t from = i >= CATEGORY_REACH ? i - CATEGORY_REACH : 0;
	for (size_t k = from; k < nlines && k <= i + CATEGORY_REACH; k++)
		if (lines[k].tag_len == nl && memcmp(v + lines[k].tag_off, name, nl) == 0)
			return true;
	return false;
}

static uint64_t count_lines(const char *buf, size_t len)
{
	uint64_t n = 0;
	for (const char *p = buf, *end = buf + len; (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++)
		n++;
	return n + (len > 0 && buf[len - 1] != '\n');
}

void memory_scan(const struct config *cfg, const struct matcher *m, struct match_scratch *ms, const char *buf,
		 size_t len, struct mem_file *f)
{
	f->bytes = len;
	f->lines = count_lines(buf, len);
	if (len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0) {
		buf += 3;
		len -= 3;
	}
	struct sbuf fixed = {0};
	size_t n;
	const char *s = valid_text(buf, len, &fixed, &n);
	if (private_front_matter(s, n)) {
		f->private_file = true;
		sbuf_free(&fixed);
		return;
	}
	char *v = xmalloc(n + 1);
	size_t vn = strip_private(s, n, v);
	sbuf_free(&fixed);

	/* The file's lines: v has the same newlines, but a last line that is
	 * private to its end and unterminated leaves no byte in v; it stays a
	 * line (empty) all the same. */
	size_t nlines = (size_t)f->lines;
	struct vline *lines = xcalloc(nlines, sizeof *lines);
	for (size_t i = 0, start = 0; i < nlines; i++) {
		const char *nl = start < vn ? memchr(v + start, '\n', vn - start) : NULL;
		size_t end = nl ? (size_t)(nl - v) : vn;
		struct vline *l = &lines[i];
		l->off = start;
		l->len = end - start;
		if (l->len > 0 && v[end - 1] == '\r')
			l->len--;
		l->first_cp = -1;
		find_tag(v, l);
		start = end + 1;
	}

	for (size_t i = 0; i < nlines; i++) {
		struct vline *l = &lines[i];
		if (l->len == 0)
			continue;
		struct match_result mr;
		match_text(ms, v + l->off, l->len, &mr, NULL, NULL);
		if (!matcher_all_positive(m, mr.pos_mask) || mr.neg_mask)
			continue;
		if (cfg->category && !has_category(lines, nlines, i, v, cfg->category))
			continue;
		l->mark = L_MATCH;
		l->first_cp = mr.first_cp;
		f->matches++;
	}

	/* Context: a sweep forward for -A, one backward for -B. */
	if (f->matches > 0 && (cfg->after > 0 || cfg->before > 0)) {
		size_t left = 0;
		for (size_t i = 0; i < nlines; i++) {
			if (lines[i].mark == L_MATCH) {
				left = cfg->after;
			} else if (left > 0) {
				left--;
				lines[i].mark = L_CONTEXT;
			}
		}
		left = 0;
		for (size_t i = nlines; i-- > 0;) {
			if (lines[i].mark == L_MATCH) {
				left = cfg->before;
			} else if (left > 0) {
				left--;
				lines[i].mark = L_CONTEXT;
			}
		}
	}

	size_t ocap = 0;
	for (size_t i = 0; i < nlines && f->matches > 0; i++) {
		struct vline *l = &lines[i];
		if (l->mark == L_NONE)
			continue;
		xgrow((void **)&f->out, &ocap, f->nout + 1, sizeof *f->out);
		struct vline *t = nearest_tag(lines, nlines, i);
		f->out[f->nout++] = (struct mem_line){
		    .line = (uint32_t)(i + 1),
		    .text = arena_strndup(&f->arena, v + l->off, l->len),
		    .len = l->len,
		    /* With --category a match is labelled with the name it
		     * was kept for, even when another tag is nearer. */
		    .category = cfg->category && l->mark == L_MATCH
				    ? arena_strndup(&f->arena, cfg->category, strlen(cfg->category))
				: t ? tag_name(f, v, t)
				    : NULL,
		    .first_cp = l->mark == L_MATCH ? l->first_cp : -1,
		    .context = l->mark == L_CONTEXT,
		};
	}
	free(lines);
	free(v);
}

void memory_file_free(struct mem_file *f)
{
	if (!f)
		return;
	free(f->path);
	free(f->out);
	arena_free(&f->arena);
	free(f);
}
