// Slides for a class as one PDF: on each page a title, rich text and a question (with its answer
// when revealed) as vector text a reader can search and copy, and a picture of the window beside
// them. The deck is drawn in memory and handed back whole, so the caller writes it through
// app::writeOutputFile: the file is complete or absent, never a cut PDF.
#pragma once

#include <QBuffer>
#include <QByteArray>
#include <QColor>
#include <QImage>
#include <QPainter>
#include <QSizeF>
#include <QString>
#include <memory>

class QPdfWriter;

namespace convscope::gui {

struct Slide {
  QString title;
  QString body;  // rich text: <p>, <b>, <i>, <code>, <br>, <a href>
  QString questionHeading;
  QString question;
  QString answerHeading;  // with the answer; both empty while it is not revealed
  QString answer;
  // Its devicePixelRatio says how many pixels it has per point of the window it shows: the
  // page draws it with all of them, at the size it fits.
  QImage picture;
  QString footer;
};

class SlideDeck {
 public:
  // pageSize in points (1/72 inch), landscape when wider than tall. The colours are the window's
  // palette, so a dark-room deck (`--palette dark`) is dark around its pictures too.
  SlideDeck(const QSizeF& pageSize, const QString& documentTitle);
  ~SlideDeck();
  SlideDeck(const SlideDeck&) = delete;
  SlideDeck& operator=(const SlideDeck&) = delete;

  void addPage(const Slide& slide);
  int pageCount() const { return m_pages; }
  // The smallest body text size (points) any page needed to fit its column so far.
  double smallestTextSize() const { return m_smallestText; }

  // The PDF, complete; the deck takes no more pages after it.
  QByteArray finish();

 private:
  QBuffer m_buffer;
  std::unique_ptr<QPdfWriter> m_writer;
  QPainter m_painter;
  QSizeF m_pageSize;  // points
  int m_pages = 0;
  double m_smallestText = 0;
  bool m_finished = false;
};

}  // namespace convscope::gui
