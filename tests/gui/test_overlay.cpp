// The overlay shader read back from the frame: for odd output sizes and every block preset,
// block borders fall on the pixel columns and rows the launch geometry puts them, the image
// between them is untouched, idle threads are hatched exactly past the output's edge and
// nothing is drawn past the grid; warp bands and block colours follow threadIdx and blockIdx.
#include <QApplication>
#include <QTest>
#include <cmath>
#include <memory>

#include "convscope/launch_geometry.h"
#include "gui/gl/channel_view.h"
#include "gui/gl/gl_check.h"
#include "gui/gl/thread_overlay.h"
#include "gui_test.h"
#include "model/view_sync.h"

using namespace convscope;
using namespace convscope::gui;
using namespace convscope::model;
using convscope::gui::testing::colourDistance;
using convscope::gui::testing::framePixel;

namespace {

constexpr int kWaitMs = 30000;
const QColor kImage(128, 128, 128);          // a constant channel of 128 in the 0..255 gray map
const QColor kBackground(0xE4, 0xE8, 0xEE);  // ChannelView's
const QColor kHatchDark(74, 84, 99);         // overlay.frag's idle stripes
const QColor kHatchLight(242, 237, 224);

// The view is declared after the overlay it draws, so it is destroyed first: its cleanup calls
// the overlay's cleanupGL (UBSan caught the call on an overlay already destroyed).
struct Setup {
  std::unique_ptr<ViewSync> sync;
  ThreadOverlay overlay;
  std::unique_ptr<ChannelView> view;
  LaunchGeometry launch;
};

// A view of a constant image with the overlay on top, fitted so the idle region is on screen.
std::unique_ptr<Setup> makeView(Dim2 output, Dim2 block, int flags) {
  auto s = std::make_unique<Setup>();
  s->launch = *makeLaunch(output, block);
  s->sync = std::make_unique<ViewSync>();
  s->view = std::make_unique<ChannelView>(s->sync.get());
  auto channel = Channel::create(output.x, output.y);
  for (float& v : channel->pixels) v = 128;
  s->view->setChannel(std::make_shared<const Channel>(std::move(channel).value()));
  s->view->setMapping({app::ColourMap::Gray, 0, 255});
  const LaunchGeometry& g = s->launch;
  s->view->setReserve(std::max(g.grid.x * g.block.x - output.x, g.grid.y * g.block.y - output.y));
  s->overlay.setLaunch(g);
  s->overlay.setFlags(flags);
  s->view->setOverlay(&s->overlay);
  s->view->resize(720, 720);
  s->view->show();
  return s;
}

bool ready(Setup& s) {
  return QTest::qWaitForWindowExposed(s.view.get()) &&
         QTest::qWaitFor([&] { return s.view->uploadComplete(); }, kWaitMs);
}

}  // namespace

class OverlayTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    if (const QString why = probeOpenGl(); !why.isEmpty()) QSKIP(qPrintable(why));
  }

  void bordersAndIdleMatchTheLaunch_data() {
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<int>("bx");
    QTest::addColumn<int>("by");
    for (const Dim2 size : {Dim2{29, 31}, Dim2{33, 17}}) {
      for (const Dim2 block : {Dim2{8, 8}, Dim2{16, 16}, Dim2{32, 8}, Dim2{32, 32}}) {
        const QByteArray name = QStringLiteral("%1x%2 block %3x%4")
                                    .arg(size.x)
                                    .arg(size.y)
                                    .arg(block.x)
                                    .arg(block.y)
                                    .toUtf8();
        QTest::newRow(name.constData()) << size.x << size.y << block.x << block.y;
      }
    }
  }

  void bordersAndIdleMatchTheLaunch() {
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(int, bx);
    QFETCH(int, by);
    auto s = makeView({w, h}, {bx, by}, kOverlayBorders | kOverlayIdle);
    QVERIFY(ready(*s));
    const QImage frame = s->view->grabFramebuffer();
    QCOMPARE(frame.devicePixelRatio(), 1.0);  // Xvfb: logical = framebuffer pixels
    const ViewTransform t = s->view->transform();
    const LaunchGeometry& g = s->launch;
    const double bw = bx * t.scale;  // block width on screen
    const double bh = by * t.scale;
    QVERIFY2(t.scale > 4, qPrintable(QString::number(t.scale)));

    // The word "idle" on its plate covers a little of the hatching and maybe of a line.
    const QRectF label = s->overlay.idleLabelRect(t, s->view->font()).adjusted(-2, -2, 2, 2);
    // Every block edge (the grid's outer ones included) is a dark line where the geometry says.
    auto darkAround = [&](double edge, bool vertical, double along) {
      if (label.contains(vertical ? QPointF(edge, along) : QPointF(along, edge))) return true;
      int darkest = 255 * 3;
      for (int c : {static_cast<int>(std::ceil(edge)) - 1, static_cast<int>(std::floor(edge))}) {
        const QColor p = vertical ? frame.pixelColor(c, static_cast<int>(along))
                                  : frame.pixelColor(static_cast<int>(along), c);
        darkest = std::min(darkest, p.red() + p.green() + p.blue());
      }
      return darkest < 3 * 70;
    };
    for (int k = 0; k <= g.grid.x; ++k) {
      const double x = t.origin.x() + k * bw - (k == g.grid.x ? 0.5 : 0) + (k == 0 ? 0.5 : 0);
      for (int row = 0; row < g.grid.y; ++row) {
        const double y = t.origin.y() + (row + 0.5) * bh;
        QVERIFY2(darkAround(x, true, y), qPrintable(QStringLiteral("column edge %1").arg(k)));
      }
    }
    for (int k = 0; k <= g.grid.y; ++k) {
      const double y = t.origin.y() + k * bh - (k == g.grid.y ? 0.5 : 0) + (k == 0 ? 0.5 : 0);
      for (int col = 0; col < g.grid.x; ++col) {
        const double x = t.origin.x() + (col + 0.5) * bw;
        QVERIFY2(darkAround(y, false, x), qPrintable(QStringLiteral("row edge %1").arg(k)));
      }
    }

    // Cell by cell, away from the lines: the image where a thread computes, hatching where it
    // idles, the background past the grid.
    const double clear = 4.5;  // half a line, its halo and a pixel of rounding
    for (int y = 0; y < g.grid.y * by + 2; ++y) {
      for (int x = 0; x < g.grid.x * bx + 2; ++x) {
        const QPointF c = t.cellRect(x, y).center();
        const double dx = std::fmod(c.x() - t.origin.x(), bw);
        const double dy = std::fmod(c.y() - t.origin.y(), bh);
        const bool nearLine = std::min(dx, bw - dx) < clear || std::min(dy, bh - dy) < clear ||
                              x >= g.grid.x * bx ||
                              y >= g.grid.y * by;  // past the grid: checked below
        const QColor p = frame.pixelColor(static_cast<int>(c.x()), static_cast<int>(c.y()));
        const QString where = QStringLiteral("cell (%1, %2): %3").arg(x).arg(y).arg(p.name());
        if (label.contains(c)) continue;  // the word "idle" on its plate
        if (x < w && y < h) {
          if (!nearLine) QVERIFY2(colourDistance(p, kImage) <= 6, qPrintable(where));
        } else if (x < g.grid.x * bx && y < g.grid.y * by) {
          if (!nearLine)
            QVERIFY2(std::min(colourDistance(p, kHatchDark), colourDistance(p, kHatchLight)) <= 12,
                     qPrintable(where));
        } else if (c.x() < frame.width() && c.y() < frame.height() && t.scale > 8) {
          // Half a cell past the grid, clear of its last line: untouched background.
          QVERIFY2(colourDistance(p, kBackground) <= 6, qPrintable(where));
        }
      }
    }
    // The idle region starts exactly at the output's edge: the first idle column and row are
    // hatched in their middle, the last computed ones are not.
    if (g.grid.x * bx > w) {
      bool hatchedInside = false;
      bool hatchedOutside = false;
      for (int y = 0; y < h; ++y) {
        for (double fx : {0.3, 0.5, 0.7}) {
          const QColor in =
              frame.pixelColor(static_cast<int>(t.origin.x() + (w - 1 + fx) * t.scale),
                               static_cast<int>(t.origin.y() + (y + 0.5) * t.scale));
          const QColor out = frame.pixelColor(static_cast<int>(t.origin.x() + (w + fx) * t.scale),
                                              static_cast<int>(t.origin.y() + (y + 0.5) * t.scale));
          hatchedInside |=
              colourDistance(in, kHatchDark) <= 12 || colourDistance(in, kHatchLight) <= 12;
          hatchedOutside |= colourDistance(out, kHatchDark) <= 12;
        }
      }
      QVERIFY(!hatchedInside);
      QVERIFY(hatchedOutside);
    }
  }

  // 8191² at a zoom of 400 around the far corner: the shader's arithmetic still puts the last
  // block edge and the one idle column exactly where the geometry says (float precision holds).
  void sharpAtTheFarCornerOfALargeOutput() {
    const int n = 8191;
    auto s = makeView({n, n}, {8, 8}, kOverlayBorders | kOverlayIdle);
    s->sync->set(400, {(n - 4.0) / n, (n - 4.0) / n});
    QVERIFY(ready(*s));
    const QImage frame = s->view->grabFramebuffer();
    const ViewTransform t = s->view->transform();
    QVERIFY(t.scale > 20);
    // The edge between blocks at x = 8184 and the last computed column 8190 sit inside the view.
    const QRectF last = t.cellRect(n - 1, n - 3);  // a computed cell
    const QRectF idle = t.cellRect(n, n - 3);      // the one idle column
    QVERIFY(frame.rect().contains(idle.center().toPoint()));
    // Off the cell's centre, where the view writes the value (128) at this zoom.
    const QColor in = frame.pixelColor(static_cast<int>(last.left() + 0.15 * last.width()),
                                       static_cast<int>(last.center().y()));
    QVERIFY2(colourDistance(in, kImage) <= 6, qPrintable(in.name()));
    bool hatched = false;
    for (double f = 0.1; f < 0.95; f += 0.1) {
      const QColor p = frame.pixelColor(static_cast<int>(idle.left() + f * idle.width()),
                                        static_cast<int>(idle.center().y()));
      QVERIFY2(std::min(colourDistance(p, kHatchDark), colourDistance(p, kHatchLight)) <= 12 ||
                   p.red() + p.green() + p.blue() < 3 * 70,  // the grid's last line
               qPrintable(p.name()));
      hatched |= colourDistance(p, kHatchDark) <= 12;
    }
    QVERIFY(hatched);
    const double edge = t.origin.x() + 8184 * t.scale;
    const QColor line =
        frame.pixelColor(static_cast<int>(std::floor(edge)), static_cast<int>(last.center().y()));
    QVERIFY2(line.red() + line.green() + line.blue() < 3 * 70, qPrintable(line.name()));
    const QColor beside = frame.pixelColor(static_cast<int>(edge + t.scale * 0.15),
                                           static_cast<int>(last.center().y()));
    QVERIFY2(colourDistance(beside, kImage) <= 6, qPrintable(beside.name()));
  }

  void warpBandsFollowThreadIndex() {
    for (const Dim2 block : {Dim2{16, 16}, Dim2{32, 8}, Dim2{8, 8}}) {
      auto s = makeView({33, 17}, block, kOverlayWarps);
      QVERIFY(ready(*s));
      const QImage frame = s->view->grabFramebuffer();
      const ViewTransform t = s->view->transform();
      for (int y = 0; y < 17; ++y) {
        for (int x = 0; x < 33; ++x) {
          const ThreadCoord c = threadForPixel(s->launch, x, y);
          const QPointF centre = t.cellRect(x, y).center();
          const QColor p =
              frame.pixelColor(static_cast<int>(centre.x()), static_cast<int>(centre.y()));
          const QString where = QStringLiteral("block %1x%2 cell (%3, %4) warp %5: %6")
                                    .arg(block.x)
                                    .arg(block.y)
                                    .arg(x)
                                    .arg(y)
                                    .arg(c.warp)
                                    .arg(p.name());
          // Even warps untouched, odd warps darker: 32 consecutive threads read as one band.
          if (c.warp % 2 == 0)
            QVERIFY2(colourDistance(p, kImage) <= 6, qPrintable(where));
          else
            QVERIFY2(p.red() + p.green() + p.blue() < 3 * 128 - 45, qPrintable(where));
        }
      }
    }
  }

  void touchingBlocksHaveDifferentColours() {
    auto s = makeView({64, 64}, {16, 16}, kOverlayColours);
    QVERIFY(ready(*s));
    const QImage frame = s->view->grabFramebuffer();
    const ViewTransform t = s->view->transform();
    auto colourOfBlock = [&](int bx, int by) {
      const QPointF c = t.cellRect(bx * 16 + 8, by * 16 + 8).center();
      return frame.pixelColor(static_cast<int>(c.x()), static_cast<int>(c.y()));
    };
    for (int by = 0; by < 4; ++by) {
      for (int bx = 0; bx < 4; ++bx) {
        const QColor here = colourOfBlock(bx, by);
        QVERIFY(colourDistance(here, kImage) > 20);  // tinted
        for (const QPoint d : {QPoint(1, 0), QPoint(0, 1), QPoint(1, 1), QPoint(-1, 1)}) {
          const int nx = bx + d.x();
          const int ny = by + d.y();
          if (nx < 0 || ny < 0 || nx >= 4 || ny >= 4) continue;
          QVERIFY2(
              colourDistance(here, colourOfBlock(nx, ny)) > 20,
              qPrintable(
                  QStringLiteral("blocks (%1,%2) and (%3,%4)").arg(bx).arg(by).arg(nx).arg(ny)));
        }
      }
    }
  }
};

CONVSCOPE_GUI_TEST_MAIN(OverlayTest)

#include "test_overlay.moc"
