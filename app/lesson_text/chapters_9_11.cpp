// Chapters 9 to 11: the software between a GPU and a deep-learning program, the flip that tells
// convolution from cross-correlation, and how one filter grows into a CNN layer.
#include "lesson_text/chapters.h"

namespace convscope::lessons {

std::vector<Chapter> chaptersNineToEleven() {
  std::vector<Chapter> list;

  Chapter nine;
  nine.number = 9;
  nine.title = {"The stack: from the GPU to PyTorch", "软件栈：从 GPU 到 PyTorch"};
  nine.body = {
      "<p>A deep-learning program does not talk to the GPU directly. Each layer uses the one "
      "below: the <b>GPU</b> hardware; the <a href=\"term:driver\">driver</a> that talks to it; "
      "<a href=\"term:cuda\">CUDA</a> to copy memory and launch kernels; "
      "<a href=\"term:cudnn\">cuDNN</a>, NVIDIA's fast convolution kernels; and "
      "<a href=\"term:pytorch\">PyTorch</a>, where you write one line.</p>"
      "<p>The code on the right computes what the window shows now, same weights and padding, "
      "for the image file you give it (its first lines load it as gray values 0–255, as the "
      "window does). <code>torch.cuda.is_available()</code> asks the same question as "
      "<code>convscope info</code>: is there a driver and a GPU?</p>"
      "<p>A kernel can only read its own card's memory, so the model and the data must be on the "
      "same device.</p>",
      "<p>深度学习程序并不直接和 GPU 打交道。每一层都使用它下面的一层：<b>GPU</b> 硬件；与它通信的"
      "<a href=\"term:driver\">驱动程序</a>；用来复制内存、启动核函数的 <a href=\"term:cuda\">CUDA"
      "</a>；NVIDIA 的高速卷积核函数库 <a href=\"term:cudnn\">cuDNN</a>；以及你只需写一行代码的 "
      "<a href=\"term:pytorch\">PyTorch</a>。</p>"
      "<p>右边的代码对你给它的图像文件算出的正是窗口现在显示的结果，权重和填充都相同"
      "（开头几行像窗口一样，把图像读成 0–255 的灰度值）。"
      "<code>torch.cuda.is_available()</code> 问的问题和 <code>convscope info</code> 一样："
      "有没有驱动和 GPU？</p>"
      "<p>核函数只能读取自己那块显卡的显存，所以模型和数据必须在同一个设备上。</p>"};
  nine.question = {
      "x = x.to(\"cuda\") but the weights w stay on the CPU. What happens at F.conv2d(x, w)?",
      "x = x.to(\"cuda\")，但权重 w 仍留在 CPU 上。执行 F.conv2d(x, w) 会怎样？"};
  nine.answer = {
      "PyTorch stops with \"RuntimeError: Expected all tensors to be on the same device\". The "
      "GPU kernel cannot read w from RAM; move it with w = w.to(\"cuda\") (or model.to(\"cuda\")).",
      "PyTorch 会报错 “RuntimeError: Expected all tensors to be on the same device”并停止。"
      "GPU 核函数无法从内存读取 w；用 w = w.to(\"cuda\")（或 model.to(\"cuda\")）把它移过去。"};
  nine.setup.image = QStringLiteral("digit:3");
  nine.setup.kernel = QStringLiteral("sobel-x");
  nine.demo = Demo::Stack;
  list.push_back(nine);

  Chapter ten;
  ten.number = 10;
  ten.title = {"Cross-correlation and true convolution", "互相关与真正的卷积"};
  ten.body = {
      "<p>In mathematics, a convolution turns the filter by 180° before sliding it: "
      "<a href=\"term:convolution\">true convolution</a>. CNN frameworks skip the turn and slide "
      "the filter as it is: <a href=\"term:correlation\">cross-correlation</a>. They still call it "
      "\"convolution\".</p>"
      "<p>On the right, the same image with both. What matters is whether a 180° turn changes "
      "the filter. Sobel is mirror-symmetric (top to bottom), yet the turn moves its −1 column "
      "onto its +1 column: it flips the sign of every output, red edges become blue. A filter "
      "that the turn leaves as it is, such as a blur, gives the same image both ways.</p>"
      "<p>For a CNN it does not matter: it learns its weights, so where a turned filter is "
      "needed it learns that one instead.</p>",
      "<p>在数学里，卷积要先把滤波器旋转 180° 再滑动：<a href=\"term:convolution\">真正的卷积</a>。"
      "CNN 框架省去旋转，直接滑动原样的滤波器：<a href=\"term:correlation\">互相关</a>。"
      "但它们仍然称之为“卷积”。</p>"
      "<p>右边是同一张图分别做两种运算的结果。关键在于旋转 180° 会不会改变滤波器。Sobel "
      "滤波器上下镜像对称，但旋转会把它 −1 的那一列换到 +1 的位置，使每个输出的符号反过来："
      "红色的边缘变成蓝色。旋转后不变的滤波器（例如模糊）两种算法得到同样的图像。</p>"
      "<p>对 CNN "
      "来说这无关紧要：权重是学出来的，需要旋转后的滤波器时，它直接学到那个滤波器就行。</p>"};
  ten.question = {"Is the Laplacian filter (0 1 0 / 1 −4 1 / 0 1 0) changed by the 180° turn?",
                  "拉普拉斯滤波器（0 1 0 / 1 −4 1 / 0 1 0）旋转 180° 后会改变吗？"};
  ten.answer = {
      "No. Turned by 180°, each weight lands on a weight of the same value, so true convolution "
      "and cross-correlation give the same image.",
      "不会。旋转 180° 后，每个权重都落在数值相同的权重上，所以真正的卷积和互相关得到同样的图像。"};
  ten.setup.image = QStringLiteral("digit:3");
  ten.setup.kernel = QStringLiteral("sobel-x");
  ten.demo = Demo::Flip;
  list.push_back(ten);

  Chapter eleven;
  eleven.number = 11;
  eleven.title = {"From one filter to a CNN layer", "从一个滤波器到一层 CNN"};
  eleven.body = {
      "<p>A layer of a CNN does what you have seen, many times over. It has many filters (say "
      "64), each looks at every input <a href=\"term:channel\">channel</a> (3 for a colour "
      "photo), and it processes a <a href=\"term:batch\">batch</a> of images at once (say 32).</p>"
      "<p>Every output value is still the same sum of products, and each is still independent of "
      "the others. Multiply: 32 images × 64 filters × 224 × 224 pixels is over 100 million "
      "independent outputs for one layer.</p>"
      "<p>That is enough work to keep every one of a GPU's thousands of cores busy, which is why "
      "deep learning runs on GPUs.</p>",
      "<p>CNN 的一层做的就是你已经看到的事情，只是重复很多次。它有很多个滤波器（比如 64 个），"
      "每个滤波器都看所有输入<a href=\"term:channel\">通道</a>（彩色照片有 3 个），"
      "并且一次处理一<a href=\"term:batch\">批</a>图像（比如 32 张）。</p>"
      "<p>每个输出值仍然是同样的乘积之和，彼此仍然互不依赖。乘起来：32 张图像 × 64 个滤波器 × "
      "224 × 224 个像素，一层就有一亿多个互不依赖的输出。</p>"
      "<p>这么多的工作足以让 GPU 的成千上万个核心全都忙起来，这就是深度学习在 GPU "
      "上运行的原因。</p>"};
  eleven.question = {
      "With 3 input channels and a 3 × 3 filter, how many multiplications make one output value "
      "of this layer?",
      "有 3 个输入通道、3 × 3 的滤波器时，这一层的一个输出值需要多少次乘法？"};
  eleven.answer = {
      "3 channels × 9 weights = 27 multiplications, added into one sum. The whole layer needs "
      "about 102.8 million × 27 ≈ 2.8 billion.",
      "3 个通道 × 9 个权重 = 27 次乘法，加成一个和。整层大约需要 1.028 亿 × 27 ≈ 28 亿次。"};
  eleven.demo = Demo::Layer;
  list.push_back(eleven);

  return list;
}

}  // namespace convscope::lessons
