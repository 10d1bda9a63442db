/* opts_source: the options that choose the sources searched (see
 * opts_source.h). Their handlers record the choice; opts_source_take
 * turns it, with the registry's defaults (sources/source.h), into
 * struct config's sources and roots. */
#include "config/opts_source.h"

#include <stdlib.h>
#include <string.h>

#include "sources/source.h"

/* The bit of source name, or 0 (the source registry's names). */
static unsigned source_bit_named(const char *name, size_t len)
{
	const struct source *s = source_named(name, len);
	return s ? 1u << source_id_of(s) : 0;
}

static int opt_source(struct opt_run *run, const struct opt_row *row, const char *arg, struct mg_error *err)
{
	(void)row, (void)err;
	parse_state(run)->sources = arg;
	return 0;
}

/* --codex, --memory, …: the source of id row->data. */
static int opt_add_source(struct opt_run *run, const struct opt_row *row, const char *arg,
			  struct mg_error *err)
{
	(void)arg, (void)err;
	parse_state(run)->add_sources |= 1u << row->data;
	return 0;
}

/* An option of a source's own (sources/source.h): its value, and the
 * source added. */
static int opt_source_opt(struct opt_run *run, const struct opt_row *row, const char *arg,
			  struct mg_error *err)
{
	(void)err;
	size_t id = row->data / SOURCE_OPTS_MAX, k = row->data % SOURCE_OPTS_MAX;
	parse_cfg(run)->source_opts[id][k] = arg ? arg : "";
	parse_state(run)->add_sources |= 1u << id;
	return 0;
}

bool opts_source_bare(struct opt_run *run, const char *name)
{
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		for (size_t k = 0; source_table[i].opts && source_table[i].opts[k].name; k++) {
			const char *bare = source_table[i].opts[k].bare;
			if (bare && strcmp(bare, name) == 0) {
				parse_cfg(run)->source_opts[i][k] = "";
				parse_state(run)->add_sources |= 1u << i;
				return true;
			}
		}
	}
	return false;
}

/* --source, the sources' flags, then the options each source declares of
 * its own (its row's opts), together. */
static const struct opt_row rows[] = {
    {.name = "source",
     .arg = OPT_ARG_REQUIRED,
     .help = "sources to search, comma-separated",
     .group = G_SOURCES,
     .flags = OPT_SOURCE_LIST,
     .apply = opt_source,
     .cmds = C_ALL | C_INDEX},
    {.help = "also search",
     .group = G_SOURCES,
     .flags = OPT_PER_SOURCE,
     .apply = opt_add_source,
     .cmds = C_ALL | C_INDEX},
    {.group = G_SOURCES, .flags = OPT_SOURCE_OPTS, .apply = opt_source_opt},
};
const struct parse_rows opts_source_rows = PARSE_ROWS(rows);

/* Each source searched in its own folder must have one: with HOME unset
 * or empty (and none in the password database, which main looked in) and
 * no $home_env (nor $home_alt_env), nothing is searched rather than a folder below the current one
 * (docs/reference.md §1). */
static int check_homes(const struct config *cfg, struct mg_error *err)
{
	for (size_t i = 0; i < SOURCE_COUNT && !cfg->npaths && !cfg->explain; i++) {
		const struct source *s = &source_table[i];
		if ((cfg->sources & (1u << i)) && s->home_env && !source_has_home(s)) {
			mg_error_set(err,
				     "HOME is not set, and the password database has no home folder for this "
				     "user: set HOME%s%s or %s, or give PATHs to search",
				     s->home_alt_env ? ", " : "", s->home_alt_env ? s->home_alt_env : "",
				     s->home_env);
			return -1;
		}
	}
	return 0;
}

void opts_source_restrict(struct opt_table *t)
{
	for (size_t i = 0; i < t->nrows; i++)
		if (t->rows[i].apply == opt_add_source && !(source_session_bits() & (1u << t->rows[i].data)))
			t->rows[i].cmds = C_SEARCH;
}

/* The sources named by --source, else by $MEMGREP_SOURCES (the same
 * syntax; an empty one is unset), into cfg->sources: 1 when one named
 * them, 0 when neither did, -1 with err set for a bad list. */
static int named_sources(struct config *cfg, const struct parse *p, struct mg_error *err)
{
	const char *source_list[SOURCE_COUNT + 1] = {0};
	for (size_t i = 0; i < SOURCE_COUNT; i++)
		source_list[i] = source_table[i].name;
	const char *env = getenv("MEMGREP_SOURCES"), *list = p->sources;
	cfg->sources_by = "--source";
	if (!list && env && *env) {
		list = env;
		cfg->sources_by = "MEMGREP_SOURCES";
	}
	if (!list) {
		cfg->sources_by = NULL;
		return 0;
	}
	return parse_names(cfg->sources_by, "source", source_bit_named, source_list, list, &cfg->sources, err)
		   ? -1
		   : 1;
}

int opts_source_take(struct config *cfg, const struct parse *p, struct mg_error *err)
{
	for (size_t i = 0; i < SOURCE_COUNT; i++)
		cfg->roots[i] = source_root((enum source_id)i);
	int named = named_sources(cfg, p, err);
	if (named < 0)
		return -1;
	/* Beside PATHs the roots play no part: every source on by default
	 * (a PATH's files are told apart by their content). */
	if (!named && (cfg->npaths || cfg->files_from)) {
		for (size_t i = 0; i < SOURCE_COUNT; i++)
			if (source_table[i].on_by_default)
				cfg->sources |= 1u << i;
	} else if (!named) {
		cfg->sources = source_default_bits();
	}
	/* A standing choice of the environment may name markdown memory:
	 * the commands that read sessions take its session sources (with
	 * none, their defaults). */
	if (named && strcmp(cfg->sources_by, "--source") != 0 && cfg->command != CMD_SEARCH) {
		cfg->sources &= source_session_bits();
		named = cfg->sources != 0;
		if (!named)
			cfg->sources = source_default_bits();
	}
	cfg->sources |= p->add_sources;
	if (cfg->command == CMD_SEARCH)
		return check_homes(cfg, err);
	/* Sessions only; show looks in every session source unless told. */
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		const struct source *s = &source_table[i];
		if ((cfg->sources & (1u << i)) && s->shape == SHAPE_TEXT) {
			mg_error_set(
			    err,
			    "memgrep %s reads sessions: %s files are not sessions (leave out --%s and "
			    "--source %s)",
			    parse_command_names[cfg->command], s->what, s->flag, s->name);
			return -1;
		}
	}
	if (cfg->command == CMD_SHOW && !named && !p->add_sources)
		cfg->sources = source_session_bits();
	return check_homes(cfg, err);
}
