/* request: the search a command line asks for (config/request.h). */
#include "config/request.h"

void search_req_of(const struct config *cfg, struct search_req *req)
{
	*req = (struct search_req){
	    .paths = cfg->paths,
	    .npaths = cfg->npaths,
	    .files_from = cfg->files_from,
	    .sources = cfg->sources,
	    .target = cfg->target,
	    .browse =
		cfg->command == CMD_SHOW || cfg->command == CMD_SESSIONS || cfg->command == CMD_PROJECTS,
	    .scope = cfg->scope,
	    .excludes = cfg->exclude_sessions,
	    .nexcludes = cfg->nexclude,
	};
}
