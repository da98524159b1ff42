// One function per subcommand; `args` are the arguments after the subcommand's name.
#pragma once

#include <QStringList>

namespace convscope::cli {

int runApply(const QStringList& args);
int runBench(const QStringList& args);
int runMap(const QStringList& args);
int runInfo(const QStringList& args);
int runSweep(const QStringList& args);
int runLessons(const QStringList& args);

}  // namespace convscope::cli
