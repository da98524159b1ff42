// `convscope render --deck FILE.pdf`: the lessons as a PDF slide deck, a page a chapter, made in
// one window (gui/lesson_deck.h). render_command.cpp reads the options every figure shares
// (--size, --scale, --lang, --palette) and hands over here.
#pragma once

#include <QSize>
#include <QString>

class QCommandLineParser;

namespace convscope::gui {

// Empty when the options go together: --lessons only with --deck, and with --deck only what a
// deck uses (--lessons, --reveal, --size, --scale, --lang, --palette); else why not, in words.
QString deckOptionProblem(const QCommandLineParser& parser);

// Reads --deck, --lessons and --reveal, shows each chapter in a window of `size` and writes the
// PDF; the exit code. `noDisplay` is why there is no display (empty when there is one).
int renderDeck(const QCommandLineParser& parser, const QSize& size, const QString& noDisplay,
               const QString& usage);

// The lines `render --help` gives the deck.
QString renderDeckUsage();
QString renderDeckHelp();

}  // namespace convscope::gui
