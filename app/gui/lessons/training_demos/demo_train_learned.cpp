#include "gui/lessons/training_demos/demo_train_learned.h"

#include <QDir>
#include <QImage>
#include <QStandardPaths>
#include <QVBoxLayout>
#include <cmath>

#include "common/output_file.h"
#include "convscope/train/dataset.h"
#include "gui/lessons/training_demos/train_measure.h"
#include "gui/widgets/theme.h"
#include "model/workbench_model.h"

namespace convscope::lessons {

namespace {

constexpr std::array<float, 9> kSobelX = {-1, 0, 1, -2, 0, 2, -1, 0, 1};
constexpr std::array<float, 9> kSobelY = {-1, -2, -1, 0, 0, 0, 1, 2, 1};

double cosine(const float* a, const std::array<float, 9>& b) {
  double ab = 0, aa = 0, bb = 0;
  for (int i = 0; i < 9; ++i) {
    ab += a[i] * b[i];
    aa += a[i] * a[i];
    bb += b[i] * b[i];
  }
  return aa > 0 && bb > 0 ? ab / std::sqrt(aa * bb) : 0;
}

// Nine numbers as a 3 × 3 table, red for positive and blue for negative.
QString grid(const float* w, int decimals) {
  QString rows;
  for (int r = 0; r < 3; ++r) {
    rows += QStringLiteral("<tr>");
    for (int c = 0; c < 3; ++c) {
      const float v = w[r * 3 + c];
      rows +=
          QStringLiteral("<td align='right' nowrap style='padding: 2px 6px; color: %1;'>%2</td>")
              .arg(v > 0   ? gui::colours::onWindow(QColor(0xB9, 0x1C, 0x1C)).name()
                   : v < 0 ? gui::colours::onWindow(QColor(0x1D, 0x4E, 0xD8)).name()
                           : gui::colours::muted().name())
              .arg(QString::number(v, 'f', decimals).replace(QLatin1Char('-'), QChar(0x2212)));
    }
    rows += QStringLiteral("</tr>");
  }
  return QStringLiteral("<table style='font-family: monospace;'>%1</table>").arg(rows);
}

// The data set's own names, in the window's language (the Train tab names them the same way).
const char* className(int label, Language lang) {
  return lang == Language::ZhCN ? train::classNameChinese(label) : train::classNameEnglish(label);
}

}  // namespace

FilterPick mostEdgeLike(const std::array<float, 72>& filters) {
  FilterPick best;
  double bestAbs = -1;
  for (int f = 0; f < 8; ++f)
    for (bool x : {true, false}) {
      const double c = cosine(filters.data() + f * 9, x ? kSobelX : kSobelY);
      if (std::abs(c) > bestAbs) {
        bestAbs = std::abs(c);
        best = {f, x, c};
      }
    }
  return best;
}

TrainLearnedDemo::TrainLearnedDemo(QWidget* parent) : LessonDemo(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(8);
  setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Preferred);
  m_numbers = textLabel(QString(), 1.2, false, this);
  m_numbers->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
  layout->addWidget(m_numbers);
  m_words = textLabel(QString(), 1.1, false, this);
  layout->addWidget(m_words);
  layout->addStretch(1);
  m_tag = sourceTag(Source::MeasuredHere, QString(), this);
  layout->addWidget(m_tag);
  m_measure = new TrainMeasure(this);
  connect(m_measure, &TrainMeasure::done, this, &TrainLearnedDemo::refresh);
  refresh();
  m_measure->learn();
}

QSize TrainLearnedDemo::sizeHint() const {
  const QFontMetrics fm(gui::uiFont(1.1));
  return {fm.horizontalAdvance(QLatin1Char('M')) * 23, fm.height() * 20};
}

void TrainLearnedDemo::setContext(const DemoContext& context) {
  LessonDemo::setContext(context);
  m_contextSeen = true;
  refresh();
}

bool TrainLearnedDemo::isBusy() const {
  if (m_measure->isBusy()) return true;
  if (m_measure->problem() || !m_measure->learned()) return false;
  // Trained: busy until the filter and its image are on the workbench.
  if (!m_applied) return m_model != nullptr;
  return m_model && m_model->input().get() == m_inputBefore;
}

QString TrainLearnedDemo::wordsText() const {
  return m_words->text() + m_tag->text();
}

void TrainLearnedDemo::applyToWorkbench() {
  const auto l = m_measure->learned();
  if (!l || !m_model || m_applied) return;
  const FilterPick pick = mostEdgeLike(l->filters);
  model::WorkbenchChoice s = m_model->choice();
  Kernel k;
  for (int i = 0; i < 9; ++i) {
    // Four decimals, as the Train tab and the kernel editor write them.
    const float v = l->filters[static_cast<size_t>(pick.filter * 9 + i)];
    k.weights[static_cast<size_t>(i)] = static_cast<float>(std::round(v * 1e4) / 1e4);
  }
  k.divisor = 1;
  k.name = "custom";
  s.kernel = k;
  s.params = ConvParams{};
  s.params.padding = Padding::Zero;
  s.params.flip = false;
  const QString dir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) +
                      QStringLiteral("/fashion-mnist");
  const QString path = QDir(dir).filePath(
      QStringLiteral("test-%1.png").arg(l->testIndex + 1, 5, 10, QLatin1Char('0')));
  QImage image(28, 28, QImage::Format_Grayscale8);
  for (int y = 0; y < 28; ++y) std::copy_n(l->image.data() + y * 28, 28, image.scanLine(y));
  if (QDir().mkpath(dir) && app::writePngFile(path, image)) {
    s.input.source = path;
    s.input.side = 0;
    s.input.pick = ChannelPick::Luma;
  }
  s.step = 14 * 28 + 14;
  m_inputBefore = m_model->input().get();
  m_applied = true;
  m_model->apply(s);
}

void TrainLearnedDemo::refresh() {
  if (m_measure->problem()) {
    m_numbers->setText(QString());
    m_words->setText(missingDatasetText(*m_measure->problem()) + QStringLiteral("<br>") +
                     tr("Until then the workbench shows sobel-x, a filter chosen by hand."));
    m_tag->hide();
    return;
  }
  const auto l = m_measure->learned();
  if (!l) {
    m_numbers->setText(QString());
    m_words->setText(tr("Training the small CNN for %1 steps on this machine (seed 1)… the "
                        "workbench shows sobel-x until its filters are learned.")
                         .arg(kLearnSteps));
    m_tag->hide();
    return;
  }
  const FilterPick pick = mostEdgeLike(l->filters);
  const float* w = l->filters.data() + pick.filter * 9;
  double sum = 0;
  for (int i = 0; i < 9; ++i) sum += w[i];
  const Language lang = currentLanguage();
  // One above the other: side by side, the learned numbers would wrap at 1280 × 720.
  m_numbers->setText(QStringLiteral("<b>%1</b>%2<b>%3</b>%4")
                         .arg(tr("Learned: filter %1").arg(pick.filter + 1), grid(w, 2),
                              tr("sobel-x (chosen)"), grid(kSobelX.data(), 0)));
  m_words->setText(
      tr("Of the 8 learned filters this one is most like %1: cosine %2 (1 would be the same "
         "shape, −1 the mirrored edge). Its weights add up to %3; sobel-x's to 0. It slides over "
         "test image %4 (%5).")
          .arg(QString::fromLatin1(pick.sobelX ? "sobel-x" : "sobel-y"))
          .arg(QString::number(pick.cosine, 'f', 2).replace(QLatin1Char('-'), QChar(0x2212)))
          .arg(QString::number(sum, 'f', 2).replace(QLatin1Char('-'), QChar(0x2212)))
          .arg(l->testIndex + 1)
          .arg(QString::fromUtf8(className(l->label, lang))));
  m_tag->setText(QStringLiteral("<b>%1</b> · %2")
                     .arg(sourceName(Source::MeasuredHere),
                          tr("learned here: %1 steps of batch %2, seed 1, the %3 engine; then %4 % "
                             "of the first %5 test images right")
                              .arg(l->steps)
                              .arg(l->batch)
                              .arg(l->engine)
                              .arg(100 * l->accuracy, 0, 'f', 1)
                              .arg(l->testImages)
                              .toHtmlEscaped()));
  m_tag->show();
  if (m_contextSeen) applyToWorkbench();
}

}  // namespace convscope::lessons
