// The lessons as a slide deck for a teacher: each chapter of a range shown in turn on the window,
// in the window's language, and drawn as one PDF page (render/slide_deck.h): its title, text and
// question (and, revealed, its answer) as text, and what the window shows beside the text (the
// views or the demo) as a picture. One window shows every chapter, so a figure measured here is
// measured once and every page that quotes it quotes the same value (the model keeps its
// measurements per process: the CPU's ceilings, each image's decode and convert times; the
// chapters' demos keep theirs). Used by `render --deck` and File → Save lessons as PDF.
#pragma once

#include <QSize>
#include <QString>
#include <functional>
#include <utility>

#include "convscope/status.h"

namespace convscope::gui {

class MenuWindow;

struct DeckRequest {
  QString out;  // the .pdf file
  int first = 1;
  int last = 0;  // the last chapter included; 0: the last there is
  bool reveal = false;
  // Not empty: a chapter that needs the window larger than this is refused (`render --size`).
  QSize windowSize;
  // Shows again, when done, what the window showed before (the menu); `render` exits instead.
  bool restoreWindow = true;
};

// Called with (chapters done, chapters in all) after each page, and with a total of 0 while a
// chapter sets up, only to ask whether to go on; false cancels.
using DeckProgress = std::function<bool(int done, int total)>;

// What it wrote, in words, or why not (the file is then untouched).
Result<QString> writeLessonDeck(MenuWindow& window, const DeckRequest& request,
                                const DeckProgress& progress = {});

// "A..B" or "N", chapters within 1..count: the first and the last, or why not in words.
Result<std::pair<int, int>> parseChapterRange(const QString& text, int count);

}  // namespace convscope::gui
