#include "gui/lessons/demos/demo_stack.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include "common/cuda_reason.h"
#include "common/device_facts.h"
#include "convscope/cuda/device.h"
#include "gui/widgets/theme.h"

namespace convscope::lessons {

namespace {

QString number(float v) {
  QString s = QString::number(static_cast<double>(v), 'g', 6);
  if (!s.contains(QLatin1Char('.')) && !s.contains(QLatin1Char('e'))) s += QStringLiteral(".");
  return s;
}

}  // namespace

QString pytorchCode(const Kernel& kernel, const ConvParams& params, int width, int height) {
  QStringList rows;
  for (int r = 0; r < 3; ++r)
    rows << QStringLiteral("[%1, %2, %3]")
                .arg(number(kernel.weights[r * 3]), number(kernel.weights[r * 3 + 1]),
                     number(kernel.weights[r * 3 + 2]));
  const int pad = params.padding == Padding::None ? 0 : paddingAmount(params);
  QString code;
  code += QStringLiteral(
      "import numpy as np\nimport torch\nimport torch.nn.functional as F\nfrom PIL import "
      "Image\n\n");
  code += QStringLiteral("w = torch.tensor([%1]).view(1, 1, 3, 3)\n")
              .arg(rows.join(QStringLiteral(",\n                  ")));
  if (kernel.divisor != 1.0f) code += QStringLiteral("w = w / %1\n").arg(number(kernel.divisor));
  if (params.flip) {
    code += QStringLiteral("# %1\n").arg(
        QCoreApplication::translate("convscope::lessons::StackDemo",
                                    "true convolution: PyTorch does not turn the filter itself"));
    code += QStringLiteral("w = torch.flip(w, dims=[2, 3])\n");
  }
  // `image` is defined here, not assumed: the window's luma is Rec. 601, as Pillow's "L".
  code += QStringLiteral("# %1\n").arg(QCoreApplication::translate(
      "convscope::lessons::StackDemo", "the image as gray values 0..255 (your file's name)"));
  code += QStringLiteral(
      "image = torch.from_numpy(np.asarray(Image.open(\"image.png\").convert(\"L\"), "
      "dtype=np.float32))\n");
  code += QStringLiteral("# %1\n").arg(QCoreApplication::translate(
      "convscope::lessons::StackDemo", "one image, one channel: shape (1, 1, height, width)"));
  code += QStringLiteral("x = image.view(1, 1, %1, %2)\n").arg(height).arg(width);
  code += QStringLiteral("device = \"cuda\" if torch.cuda.is_available() else \"cpu\"\n");
  code +=
      QStringLiteral("x, w = x.to(device), w.to(device)  # %1\n")
          .arg(QCoreApplication::translate("convscope::lessons::StackDemo", "both on one device"));
  QString args = QStringLiteral("stride=%1, dilation=%2").arg(params.stride).arg(params.dilation);
  if (params.padding == Padding::Zero || params.padding == Padding::None) {
    code += QStringLiteral("y = F.conv2d(x, w, padding=%1, %2)\n").arg(pad).arg(args);
  } else {
    // F.conv2d pads with zeros only; nn.Conv2d's padding_mode does this same F.pad first.
    const QString mode = params.padding == Padding::Replicate ? QStringLiteral("replicate")
                                                              : QStringLiteral("reflect");
    code += QStringLiteral("x = F.pad(x, (%1, %1, %1, %1), mode=\"%2\")  # padding_mode=\"%2\"\n")
                .arg(pad)
                .arg(mode);
    code += QStringLiteral("y = F.conv2d(x, w, padding=0, %1)\n").arg(args);
  }
  return code;
}

StackDemo::StackDemo(QWidget* parent) : LessonDemo(parent) {
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(18);
  auto* stack = new QVBoxLayout;
  stack->setSpacing(4);
  struct Layer {
    const char* text;  // in StackDemo's translation context
    const char* colour;
  };
  const Layer layers[] = {
      {QT_TRANSLATE_NOOP("convscope::lessons::StackDemo",
                         "<b>PyTorch</b><br>your Python: F.conv2d(x, w)"),
       "#DBEAFE"},
      {QT_TRANSLATE_NOOP("convscope::lessons::StackDemo",
                         "<b>cuDNN</b><br>NVIDIA's tuned convolution kernels"),
       "#E0E7FF"},
      {QT_TRANSLATE_NOOP("convscope::lessons::StackDemo",
                         "<b>CUDA</b><br>copies memory, launches kernels"),
       "#D1FAE5"},
      {QT_TRANSLATE_NOOP("convscope::lessons::StackDemo", "<b>Driver</b><br>talks to the card"),
       "#FEF3C7"},
      {QT_TRANSLATE_NOOP("convscope::lessons::StackDemo", "<b>GPU</b><br>SMs, cores, VRAM"),
       "#FDE2E2"},
  };
  for (const Layer& l : layers) {
    auto* box = textLabel(tr(l.text), 1.05, false, this);
    box->setAlignment(Qt::AlignCenter);
    box->setStyleSheet(
        QStringLiteral(
            "background: %1; color: #111827; border: 2px solid #6B7280; border-radius: 6px;"
            " padding: 6px;")
            .arg(QLatin1String(l.colour)));
    stack->addWidget(box);
  }
  stack->addWidget(textLabel(tr("ConvScope uses its own CUDA kernels in place of cuDNN, so you can "
                                "see every thread."),
                             0.95, false, this));
  stack->addStretch(1);
  layout->addLayout(stack, 2);  // the code needs the room: 2 to 4

  auto* right = new QVBoxLayout;
  right->setSpacing(8);
  right->addWidget(textLabel(tr("<b>The same output in PyTorch</b>"), 1.1, false, this));
  // Code keeps its lines (a wrapped Python line reads as two); a narrow column scrolls sideways.
  m_code = new QLabel;
  m_code->setFont(gui::monoFont(1.15));  // read from the back of a classroom
  m_code->setTextFormat(Qt::PlainText);
  m_code->setWordWrap(false);
  m_code->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_code->setStyleSheet(
      QStringLiteral("background: #111827; color: #F9FAFB; padding: 10px; border-radius: 6px;"));
  auto* codeScroll = new QScrollArea(this);
  codeScroll->setWidget(m_code);
  codeScroll->setWidgetResizable(true);
  codeScroll->setFrameShape(QFrame::NoFrame);
  codeScroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  codeScroll->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  m_codeScroll = codeScroll;
  right->addWidget(codeScroll);
  m_device = textLabel(QString(), 1.0, false, this);
  right->addWidget(m_device);
  right->addStretch(1);
  layout->addLayout(right, 4);

  const auto& device = app::deviceFacts();
  QString facts = tr("<b>Is there a CUDA GPU here?</b> (<code>convscope info</code>)<br>");
  if (device) {
    facts += tr("Yes: %1, driver %2, CUDA runtime %3. <code>torch.cuda.is_available()</code> would "
                "say True with a CUDA build of PyTorch.")
                 .arg(QString::fromStdString(device->name),
                      QString::fromStdString(cuda::cudaVersionString(device->driverVersion)),
                      QString::fromStdString(cuda::cudaVersionString(device->runtimeVersion)));
  } else {
    // The reason in words; the CUDA call that said so, with file and line, in the tooltip.
    const app::CudaReason why = app::cudaReasonInWords(device.status());
    facts += tr("No: %1.<br><code>torch.cuda.is_available()</code> would say False here, and the "
                "code above would run on the CPU.")
                 .arg(why.words.toHtmlEscaped());
    m_device->setToolTip(why.detail);
  }
  m_device->setText(facts);
}

void StackDemo::setContext(const DemoContext& context) {
  LessonDemo::setContext(context);
  const int w = context.input ? context.input->width : 0;
  const int h = context.input ? context.input->height : 0;
  m_code->setText(pytorchCode(context.kernel, context.params, w, h));
  // As tall as the code with a sideways scroll bar under it, so no line is hidden.
  m_codeScroll->setFixedHeight(m_code->sizeHint().height() +
                               m_codeScroll->horizontalScrollBar()->sizeHint().height());
}

QString StackDemo::code() const {
  return m_code->text();
}

}  // namespace convscope::lessons
