// `convscope lessons`: the chapters of the lesson mode, one "N title" a line, in English or
// Chinese. Needs no display: the text is data (app/lesson_text/chapters*.cpp).
#include <QCoreApplication>
#include <QLocale>

#include "commands.h"
#include "common/cli_support.h"
#include "lesson_text/chapters.h"
#include "lesson_text/glossary.h"

namespace convscope::cli {
namespace {

class LessonsCommand {
  Q_DECLARE_TR_FUNCTIONS(LessonsCommand)

 public:
  static QString usage() { return tr("Usage: convscope lessons [--lang en|zh_CN] [--glossary]\n"); }
  static QString help() {
    return usage() + tr("\nLists the chapters of the lesson mode, one \"N title\" a line.\n"
                        "Open one with `convscope --lesson N`; draw it for slides with\n"
                        "`convscope render --lesson N --out F.png`.\n\n"
                        "  --lang en|zh_CN   the language (default: the system's)\n"
                        "  --glossary        the words the lessons explain, with their meaning\n");
  }

  static int run(const QStringList& args) {
    const QString cmd = QStringLiteral("lessons");
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("glossary"), QString()});
    if (const auto finished = parseArguments(parser, args, cmd, usage(), help())) return *finished;
    lessons::Language language = lessons::languageForUiLanguages(QLocale::system().uiLanguages());
    if (parser.isSet(QStringLiteral("lang"))) {
      const auto chosen = lessons::languageFromName(parser.value(QStringLiteral("lang")));
      if (!chosen)
        return usageError(cmd,
                          QStringLiteral("--lang must be en or zh_CN, got '%1'")
                              .arg(parser.value(QStringLiteral("lang"))),
                          usage());
      language = *chosen;
    }
    QString out;
    if (parser.isSet(QStringLiteral("glossary"))) {
      for (const lessons::Term& t : lessons::glossary())
        out += t.name.in(language) + QStringLiteral("\n    ") + t.meaning.in(language) +
               QStringLiteral("\n");
    } else {
      for (const lessons::Chapter& c : lessons::chapters())
        out += QStringLiteral("%1 %2\n").arg(c.number).arg(c.title.in(language));
    }
    printOut(out);
    return kExitOk;
  }
};

}  // namespace

int runLessons(const QStringList& args) {
  return LessonsCommand::run(args);
}

}  // namespace convscope::cli
